import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { lockKeys } from '../db/database';
import { HttpError } from '../http/http-error';
import { createSession } from '../auth/sessions';
import type { Limits } from '../limits';
import { generateOtpCode, hashOtpCode, otpHashesMatch } from './otp-codes';
import type { OtpSender } from './otp-senders';
import { assertSendAllowed, recordSend } from './send-allowance';
import { assertNumberNotLocked, countVerifyCall, lockedForToday, recordFailedVerify } from './verify-allowance';

export interface LoginServiceDeps {
  db: Database;
  clock: Clock;
  sender: OtpSender;
  /** Key of the code hashes; see `hashOtpCode`. */
  otpHashKey: string;
  limits: Limits;
}

/**
 * Sends a new code to the number, replacing any earlier one, within the send limits. The limits
 * are checked and the send recorded in one transaction holding the locks of the client address
 * and the number, so parallel sends are decided one after the other.
 */
export async function sendLoginCode(deps: LoginServiceDeps, phoneNumber: string, clientAddress: string) {
  const { db, clock, sender, otpHashKey, limits } = deps;
  const now = clock();
  const code = generateOtpCode();
  await db.transaction(async (tx) => {
    await lockKeys(tx, [`otp-address:${clientAddress}`, `otp-number:${phoneNumber}`]);
    await assertSendAllowed(tx, limits, phoneNumber, clientAddress, now);
    await recordSend(tx, phoneNumber, clientAddress, now);
    await tx.query(
      `INSERT INTO otp_codes (phone_number, code_hash, expires_at, failed_attempts) VALUES ($1, $2, $3, 0)
       ON CONFLICT (phone_number) DO UPDATE
         SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, failed_attempts = 0`,
      [phoneNumber, hashOtpCode(otpHashKey, phoneNumber, code), new Date(now.getTime() + limits.codeLifetimeSeconds * 1000)],
    );
  });
  await sender.send(phoneNumber, code, now);
}

/**
 * Checks a code; on success the code is spent and a session opened for the number's user. The
 * try is decided and recorded in one transaction holding the row lock of the number's code, so
 * parallel guesses are counted one after the other and never get past a limit.
 */
export async function verifyLoginCode(deps: LoginServiceDeps, phoneNumber: string, code: string, clientAddress: string) {
  const { db, clock, otpHashKey, limits } = deps;
  const now = clock();
  await countVerifyCall(db, limits, clientAddress, now);
  // A refusal is returned, not thrown, so that the transaction commits the try it counted.
  const outcome = await db.transaction(async (tx): Promise<HttpError | string> => {
    const [row] = await tx.query<{ code_hash: string; expires_at: Date; failed_attempts: number }>(
      'SELECT code_hash, expires_at, failed_attempts FROM otp_codes WHERE phone_number = $1 FOR UPDATE',
      [phoneNumber],
    );
    await assertNumberNotLocked(tx, limits, phoneNumber, now);
    if (!row || row.expires_at <= now) return expired();
    if (row.failed_attempts >= limits.maxTriesPerCode) return tooManyAttempts();
    if (otpHashesMatch(row.code_hash, hashOtpCode(otpHashKey, phoneNumber, code))) {
      // Single use: the code goes in the same transaction that logs in.
      await tx.query('DELETE FROM otp_codes WHERE phone_number = $1', [phoneNumber]);
      return findOrCreateUser(tx, phoneNumber, now);
    }
    await tx.query('UPDATE otp_codes SET failed_attempts = failed_attempts + 1 WHERE phone_number = $1', [phoneNumber]);
    const leftToday = await recordFailedVerify(tx, limits, phoneNumber, now);
    if (leftToday <= 0) return lockedForToday(now);
    const left = Math.min(limits.maxTriesPerCode - row.failed_attempts - 1, leftToday);
    if (left <= 0) return tooManyAttempts();
    return new HttpError(401, `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`, { attemptsLeft: left });
  });
  if (outcome instanceof HttpError) throw outcome;
  const token = await createSession(db, limits, outcome, now);
  return { token, userId: outcome };
}

function expired(): HttpError {
  return new HttpError(400, 'OTP has expired. Please request a new one.');
}

function tooManyAttempts(): HttpError {
  return new HttpError(429, 'Too many incorrect attempts. Please request a new OTP.');
}

async function findOrCreateUser(tx: Queryable, phoneNumber: string, now: Date): Promise<string> {
  // The no-op update makes RETURNING give the existing row's id when the number is known.
  const [user] = await tx.query<{ id: string }>(
    `INSERT INTO users (id, phone_number, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (phone_number) DO UPDATE SET phone_number = EXCLUDED.phone_number
     RETURNING id`,
    [randomUUID(), phoneNumber, now],
  );
  if (!user) throw new Error('User upsert returned no row');
  return user.id;
}
