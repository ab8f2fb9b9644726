import { randomUUID } from 'node:crypto';
import { createSession } from '../auth/sessions';
import type { Queryable } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import { HttpError } from '../http/http-error';
import { recordDeviceLogin } from './device-keys';
import { codesToCheck, codeTyped, countWrongTry, endCodesOf, lockLiveCodes } from './login-codes';
import type { CodeUnderTry } from './login-codes';
import type { LoginServiceDeps } from './login-service';
import { challengeHeld, hashOtpCode } from './otp-codes';
import { countLogin } from './send-alarm';
import { recordWrongCodeForNumber, recordWrongCodeFromAddress, refusalOfUnboundTry, triesAllowedPerCode, verifySubject } from './verify-allowance';

export interface Login {
  token: string;
  userId: string;
  /** The browser's device key for its next sends to this number (its own when it sent one). */
  deviceKey: string;
}

/**
 * Checks a code against every pending code of the number; on a match the number's codes end and
 * a session opens for its user, in the same transaction, which also records the browser's device
 * key. The try is decided and recorded in one transaction holding the row locks of the number's
 * codes, so parallel guesses are counted one after the other and never get past a limit. Each
 * code counts the try against the tries of whoever made it: the requester's own (the try brought
 * the code's challenge back) or everyone else's, so guesses from elsewhere never use up the
 * requester's tries. A try without the challenge of a pending code is counted and slowed per
 * address before any check (`refusalOfUnboundTry`), and a wrong one is answered alike whether or
 * not a code is pending: only the requester, who holds the challenge, hears of attempts left.
 * Spec clients that send no challenge log in as before, within their address's limits.
 */
export async function verifyLoginCode(
  deps: LoginServiceDeps,
  phoneNumber: string,
  code: string,
  { challenge, deviceKey }: { challenge: string | undefined; deviceKey: string | undefined },
  client: ClientAddress,
): Promise<Login> {
  const { clock, refusals } = deps;
  // Without a challenge the try cannot be a requester's own: a refusal of its address already
  // known here turns it away before any database work.
  if (challenge === undefined) refusals.assertNoneFor([verifySubject(client.limitKey)], clock());
  try {
    return await checkLoginCode(deps, phoneNumber, code, challenge, client, (tx, now) => logIn(tx, deps, phoneNumber, deviceKey, now));
  } catch (error) {
    refusals.remember(error);
    throw error;
  }
}

/**
 * The checks of `verifyLoginCode` for any act a fresh code confirms (a login, erasing the
 * account): on the right code the number's codes end and `onRightCode` runs in the same
 * transaction; a wrong one counts as a wrong login code does.
 */
export async function checkLoginCode<Done>(
  deps: Pick<LoginServiceDeps, 'db' | 'clock' | 'otpHashKey' | 'limits'>,
  phoneNumber: string,
  code: string,
  challenge: string | undefined,
  client: ClientAddress,
  onRightCode: (tx: Queryable, now: Date) => Promise<Done>,
): Promise<Done> {
  const { db, clock, otpHashKey, limits } = deps;
  const now = clock();
  const hash = (value: string) => hashOtpCode(otpHashKey, phoneNumber, value);
  // A refusal after a counted try is returned, not thrown, so that the transaction commits it.
  const outcome = await db.transaction(async (tx): Promise<HttpError | { done: Done }> => {
    const codes = await lockLiveCodes(tx, phoneNumber, now);
    const ownCode = codes.some((pending) => challengeHeld(pending.challenge_hash, challenge, hash));
    if (!ownCode) {
      const addressRefusal = await refusalOfUnboundTry(tx, limits, client.limitKey, now);
      if (addressRefusal) return addressRefusal;
    }
    const triesAllowed = await triesAllowedPerCode(tx, limits, phoneNumber, now);
    const candidates = codesToCheck(codes, challenge, triesAllowed, hash);
    if (codeTyped(candidates, hash(code))) {
      // Single use: the codes go in the transaction of the act, so an act that fails on the way
      // leaves them as they were.
      await endCodesOf(tx, phoneNumber);
      return { done: await onRightCode(tx, now) };
    }
    if (candidates.length > 0) await countWrongTry(tx, candidates);
    const dayCapReached = candidates.length > 0 && (await recordWrongCodeForNumber(tx, limits, phoneNumber, candidates.length, now));
    if (!ownCode) {
      await recordWrongCodeFromAddress(tx, limits, client.limitKey, now);
      return invalidOrExpired();
    }
    const left = dayCapReached || candidates.length === 0 ? 0 : triesAllowed - triesUsedOf(candidates) - 1;
    if (left <= 0) return tooManyAttempts();
    return new HttpError(401, `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`, { attemptsLeft: left });
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome.done;
}

/**
 * The tries the answer speaks of: those of the code whose challenge the try brought back, else of
 * the code with the most left (the one a spec client, or a late SMS, is most likely typing).
 */
function triesUsedOf(candidates: readonly CodeUnderTry[]): number {
  const own = candidates.find(({ byRequester }) => byRequester);
  return own ? own.triesUsed : Math.min(...candidates.map(({ triesUsed }) => triesUsed));
}

async function logIn(tx: Queryable, deps: LoginServiceDeps, phoneNumber: string, deviceKey: string | undefined, now: Date): Promise<Login> {
  const userId = await findOrCreateUser(tx, phoneNumber, now);
  const token = await createSession(tx, deps.limits, userId, now);
  const key = await recordDeviceLogin(tx, { limits: deps.limits, hashKey: deps.otpHashKey }, deviceKey, phoneNumber, now);
  await countLogin(tx, now);
  return { token, userId, deviceKey: key };
}

/** The one answer to a wrong try without the challenge of a pending code, whether one is pending or not. */
function invalidOrExpired(): HttpError {
  return new HttpError(401, 'Invalid or expired OTP. Please check the code or request a new one.');
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
