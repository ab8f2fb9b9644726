import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { createSession } from '../auth/sessions';
import { generateOtpCode, hashOtpCode, otpHashesMatch } from './otp-codes';
import { otpLimits } from './otp-limits';
import type { OtpSender } from './otp-senders';
import { assertSendAllowed, recordSend } from './send-allowance';

export interface LoginServiceDeps {
  db: Database;
  clock: Clock;
  sender: OtpSender;
  /** Key of the code hashes; see `hashOtpCode`. */
  otpHashKey: string;
}

/** Sends a new code to the number, replacing any earlier one, within the send limits. */
export async function sendLoginCode(deps: LoginServiceDeps, phoneNumber: string, clientAddress: string) {
  const { db, clock, sender, otpHashKey } = deps;
  const now = clock();
  await assertSendAllowed(db, phoneNumber, clientAddress, now);
  const code = generateOtpCode();
  await db.query(
    `INSERT INTO otp_codes (phone_number, code_hash, expires_at, failed_attempts) VALUES ($1, $2, $3, 0)
     ON CONFLICT (phone_number) DO UPDATE
       SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, failed_attempts = 0`,
    [phoneNumber, hashOtpCode(otpHashKey, phoneNumber, code), new Date(now.getTime() + otpLimits.codeLifetimeMs)],
  );
  await recordSend(db, phoneNumber, clientAddress, now);
  await sender.send(phoneNumber, code, now);
}

/** Checks a code; on success the code is spent and a session opened for the number's user. */
export async function verifyLoginCode(deps: LoginServiceDeps, phoneNumber: string, code: string) {
  const { db, clock, otpHashKey } = deps;
  const now = clock();
  // The try is counted before the comparison, in one statement, so parallel guesses cannot
  // get past the limit.
  const [attempt] = await db.query<{ code_hash: string; failed_attempts: number }>(
    `UPDATE otp_codes SET failed_attempts = failed_attempts + 1
     WHERE phone_number = $1 AND expires_at > $2 AND failed_attempts < $3
     RETURNING code_hash, failed_attempts`,
    [phoneNumber, now, otpLimits.maxVerifyAttempts],
  );
  if (!attempt) throw await whyNoAttempt(db, phoneNumber, now);
  if (!otpHashesMatch(attempt.code_hash, hashOtpCode(otpHashKey, phoneNumber, code))) {
    const left = otpLimits.maxVerifyAttempts - attempt.failed_attempts;
    if (left === 0) throw tooManyAttempts();
    throw new HttpError(401, `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`, { attemptsLeft: left });
  }
  // Single use: of two parallel correct answers only the one that deletes the code logs in.
  const spent = await db.query(
    'DELETE FROM otp_codes WHERE phone_number = $1 AND code_hash = $2 RETURNING 1',
    [phoneNumber, attempt.code_hash],
  );
  if (spent.length === 0) throw expired();
  const userId = await findOrCreateUser(db, phoneNumber, now);
  const token = await createSession(db, userId, now);
  return { token, userId };
}

async function whyNoAttempt(db: Database, phoneNumber: string, now: Date): Promise<HttpError> {
  const [row] = await db.query<{ expires_at: Date; failed_attempts: number }>(
    'SELECT expires_at, failed_attempts FROM otp_codes WHERE phone_number = $1',
    [phoneNumber],
  );
  if (row && row.expires_at > now && row.failed_attempts >= otpLimits.maxVerifyAttempts) {
    return tooManyAttempts();
  }
  return expired();
}

function expired(): HttpError {
  return new HttpError(400, 'OTP has expired. Please request a new one.');
}

function tooManyAttempts(): HttpError {
  return new HttpError(429, 'Too many incorrect attempts. Please request a new OTP.');
}

async function findOrCreateUser(db: Database, phoneNumber: string, now: Date): Promise<string> {
  // The no-op update makes RETURNING give the existing row's id when the number is known.
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (id, phone_number, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (phone_number) DO UPDATE SET phone_number = EXCLUDED.phone_number
     RETURNING id`,
    [randomUUID(), phoneNumber, now],
  );
  if (!user) throw new Error('User upsert returned no row');
  return user.id;
}
