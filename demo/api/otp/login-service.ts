import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { tryLockKey } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import { HttpError } from '../http/http-error';
import { createSession } from '../auth/sessions';
import type { Limits } from '../limits';
import type { RefusalMemory } from '../refusal-memory';
import { challengeHeld, generateOtpCode, hashOtpCode, newChallenge, otpHashesMatch } from './otp-codes';
import type { OtpSender } from './otp-sender';
import { otpSmsText } from './otp-sms';
import { countLogin } from './send-alarm';
import type { SendAlarm } from './send-alarm';
import { assertNumberMaySend, cooldownRefusal, giveBackSendBudgets, recordSend, sendSubjects, spendSendBudgets } from './send-allowance';
import { SmsNotSent } from './otp-sender';
import {
  assertAddressMayTry,
  countVerifyCall,
  recordWrongCodeForNumber,
  recordWrongCodeFromAddress,
  triesAllowedPerCode,
  verifySubject,
} from './verify-allowance';

export interface LoginServiceDeps {
  db: Database;
  clock: Clock;
  sender: OtpSender;
  /** Key of the code hashes; see `hashOtpCode`. */
  otpHashKey: string;
  limits: Limits;
  /** Refusals already decided, checked before any database work. */
  refusals: RefusalMemory;
  /** The storefront's host, named in the SMS for WebOTP. */
  webOtpHost: string;
  sendAlarm: SendAlarm;
}

/**
 * Sends a new code to the number, replacing any earlier one, within the send limits: first the
 * refusals this process already knows, then one transaction that takes the number's lock only if
 * it is free (a parallel send to the same number is refused, not queued), checks the number's
 * cooldown and caps, records the send and spends the address, network and global budgets.
 * Returns the code's challenge: only the requester learns it, and only tries that bring it back
 * count against the code's own tries (see `verifyLoginCode`).
 */
export async function sendLoginCode(deps: LoginServiceDeps, phoneNumber: string, client: ClientAddress): Promise<string> {
  const { db, clock, sender, otpHashKey, limits, refusals } = deps;
  const now = clock();
  refusals.assertNoneFor(
    [sendSubjects.number(phoneNumber), sendSubjects.address(client), sendSubjects.network(client), sendSubjects.everyone],
    now,
  );
  const code = generateOtpCode();
  const challenge = newChallenge();
  const sendsThisHour = await rememberingRefusals(refusals, () =>
    db.transaction(async (tx) => {
      if (!(await tryLockKey(tx, `otp-number:${phoneNumber}`))) throw numberBusy();
      await assertNumberMaySend(tx, limits, phoneNumber, now);
      await recordSend(tx, phoneNumber, now);
      await tx.query(
        `INSERT INTO otp_codes (phone_number, code_hash, challenge_hash, expires_at, failed_attempts, unbound_failed_attempts)
         VALUES ($1, $2, $3, $4, 0, 0)
         ON CONFLICT (phone_number) DO UPDATE
           SET code_hash = EXCLUDED.code_hash, challenge_hash = EXCLUDED.challenge_hash, expires_at = EXCLUDED.expires_at,
             failed_attempts = 0, unbound_failed_attempts = 0`,
        [
          phoneNumber,
          hashOtpCode(otpHashKey, phoneNumber, code),
          hashOtpCode(otpHashKey, phoneNumber, challenge),
          new Date(now.getTime() + limits.codeLifetimeSeconds * 1000),
        ],
      );
      return spendSendBudgets(tx, limits, client, now);
    }),
  );
  refusals.remember(cooldownRefusal(phoneNumber, new Date(now.getTime() + limits.resendCooldownSeconds * 1000), now));
  const text = otpSmsText(code, deps.webOtpHost, limits.codeLifetimeSeconds);
  try {
    await sender.send({ phoneNumber, code, text, at: now });
  } catch (error) {
    if (!(error instanceof SmsNotSent)) throw error;
    if (error.permanent) await giveBackSendBudgets(db, limits, client, now);
    throw new HttpError(503, 'Failed to send OTP');
  }
  await deps.sendAlarm(db, sendsThisHour, now);
  return challenge;
}

/**
 * Checks a code; on success the code is spent and a session opened for the number's user, in the
 * same transaction. The try is decided and recorded in one transaction holding the row lock of
 * the number's code, so parallel guesses are counted one after the other and never get past a
 * limit. A wrong code counts against the number's day and the address that sent it, and against
 * the code's tries of whoever made it: the requester's own (a try bringing the code's challenge
 * back) or everyone else's (no challenge, or another one). Guesses from elsewhere therefore never
 * use up the requester's tries, and spec clients that send no challenge log in as before.
 */
export async function verifyLoginCode(
  deps: LoginServiceDeps,
  phoneNumber: string,
  code: string,
  challenge: string | undefined,
  client: ClientAddress,
) {
  const { db, clock, otpHashKey, limits, refusals } = deps;
  const now = clock();
  const addressKey = client.limitKey;
  refusals.assertNoneFor([verifySubject(addressKey)], now);
  // A refusal after a counted try is returned, not thrown, so that the transaction commits it.
  const outcome = await rememberingRefusals(refusals, async () => {
    await countVerifyCall(db, limits, addressKey, now);
    return db.transaction(async (tx): Promise<HttpError | { token: string; userId: string }> => {
      const [row] = await tx.query<CodeRow>(
        `SELECT code_hash, challenge_hash, expires_at, failed_attempts, unbound_failed_attempts
         FROM otp_codes WHERE phone_number = $1 FOR UPDATE`,
        [phoneNumber],
      );
      await assertAddressMayTry(tx, addressKey, now);
      if (!row || row.expires_at <= now) return expired();
      const byRequester = challengeHeld(row.challenge_hash, challenge, (value) => hashOtpCode(otpHashKey, phoneNumber, value));
      const triesColumn = byRequester ? 'failed_attempts' : 'unbound_failed_attempts';
      const triesUsed = byRequester ? row.failed_attempts : row.unbound_failed_attempts;
      const triesAllowed = await triesAllowedPerCode(tx, limits, phoneNumber, now);
      if (triesUsed >= triesAllowed) return tooManyAttempts();
      if (otpHashesMatch(row.code_hash, hashOtpCode(otpHashKey, phoneNumber, code))) {
        // Single use: the code goes in the transaction that opens the session, so a login
        // that fails on the way leaves the code as it was.
        await tx.query('DELETE FROM otp_codes WHERE phone_number = $1', [phoneNumber]);
        const userId = await findOrCreateUser(tx, phoneNumber, now);
        const token = await createSession(tx, limits, userId, now);
        await countLogin(tx, now);
        return { token, userId };
      }
      await tx.query(`UPDATE otp_codes SET ${triesColumn} = ${triesColumn} + 1 WHERE phone_number = $1`, [phoneNumber]);
      const dayCapReached = await recordWrongCodeForNumber(tx, limits, phoneNumber, now);
      await recordWrongCodeFromAddress(tx, limits, addressKey, now);
      const left = dayCapReached ? 0 : triesAllowed - triesUsed - 1;
      if (left <= 0) return tooManyAttempts();
      return new HttpError(401, `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`, { attemptsLeft: left });
    });
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}

interface CodeRow {
  code_hash: string;
  challenge_hash: string | null;
  expires_at: Date;
  failed_attempts: number;
  unbound_failed_attempts: number;
}

/** Runs `work`; a refusal with an end that it throws is remembered before it goes on. */
async function rememberingRefusals<T>(refusals: RefusalMemory, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    refusals.remember(error);
    throw error;
  }
}

function numberBusy(): HttpError {
  return new HttpError(429, 'Another request for this number is in progress. Please try again in a moment.', { retryAfter: 1 });
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
