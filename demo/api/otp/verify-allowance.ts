import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import type { Limits } from '../limits';
import { addToCount, dayMs, hourMs, readCount, secondsLeftInWindow } from '../rate-counts';

const failedVerifiesOf = (phoneNumber: string) => `failed-verify:${phoneNumber}`;

/** Counts a verify call of the client address and refuses it over the hourly cap. */
export async function countVerifyCall(db: Queryable, limits: Limits, clientAddress: string, now: Date): Promise<void> {
  const calls = await addToCount(db, `verify-address:${clientAddress}`, now, hourMs);
  if (calls > limits.maxVerifiesPerAddressPerHour) {
    const seconds = secondsLeftInWindow(now, hourMs);
    const minutes = Math.ceil(seconds / 60);
    throw new HttpError(
      429,
      `Too many login attempts from this device. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfter: seconds },
    );
  }
}

/** Refuses when the number has used up today's wrong codes. */
export async function assertNumberNotLocked(tx: Queryable, limits: Limits, phoneNumber: string, now: Date): Promise<void> {
  const failures = await readCount(tx, failedVerifiesOf(phoneNumber), now, dayMs);
  if (failures >= limits.maxFailedVerifiesPerNumberPerDay) throw lockedForToday(now);
}

/** Records a wrong code and returns how many more today allows. */
export async function recordFailedVerify(tx: Queryable, limits: Limits, phoneNumber: string, now: Date): Promise<number> {
  const failures = await addToCount(tx, failedVerifiesOf(phoneNumber), now, dayMs);
  return limits.maxFailedVerifiesPerNumberPerDay - failures;
}

export function lockedForToday(now: Date): HttpError {
  return new HttpError(
    429,
    'Too many incorrect attempts today. This number is locked until tomorrow (midnight UTC).',
    { retryAfter: secondsLeftInWindow(now, dayMs) },
  );
}
