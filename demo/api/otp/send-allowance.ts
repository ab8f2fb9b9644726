import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import type { Limits } from '../limits';
import { forgetOldCounts, hourMs } from '../rate-counts';
import { assertNumberNotLocked } from './verify-allowance';

interface SendHistory {
  last_send: Date | null;
  count: number;
  oldest: Date | null;
}

/**
 * Refuses with 429 and `retryAfter` (seconds) when a send would break the cooldown of the number,
 * the hourly cap of the number or of the client address, or when the number is locked for the day
 * (a new code must not buy more guesses). Run under the locks of `sendLoginCode`.
 */
export async function assertSendAllowed(
  tx: Queryable,
  limits: Limits,
  phoneNumber: string,
  clientAddress: string,
  now: Date,
): Promise<void> {
  await assertNumberNotLocked(tx, limits, phoneNumber, now);
  const windowStart = new Date(now.getTime() - hourMs);
  const byNumber = await sendHistory(tx, 'phone_number', phoneNumber, windowStart);
  if (byNumber.last_send) {
    const waitMs = byNumber.last_send.getTime() + limits.resendCooldownSeconds * 1000 - now.getTime();
    if (waitMs > 0) throw tooSoon(waitMs);
  }
  if (byNumber.count >= limits.maxSendsPerNumberPerHour && byNumber.oldest) {
    throw tooMany(byNumber.oldest, now, 'this number');
  }
  const byAddress = await sendHistory(tx, 'client_address', clientAddress, windowStart);
  if (byAddress.count >= limits.maxSendsPerAddressPerHour && byAddress.oldest) {
    throw tooMany(byAddress.oldest, now, 'this device');
  }
}

export async function recordSend(tx: Queryable, phoneNumber: string, clientAddress: string, now: Date): Promise<void> {
  // Sends older than the window no longer count for anything.
  await tx.query('DELETE FROM otp_sends WHERE sent_at < $1', [new Date(now.getTime() - hourMs)]);
  await forgetOldCounts(tx, now);
  await tx.query(
    'INSERT INTO otp_sends (phone_number, client_address, sent_at) VALUES ($1, $2, $3)',
    [phoneNumber, clientAddress, now],
  );
}

async function sendHistory(
  tx: Queryable,
  column: 'phone_number' | 'client_address',
  value: string,
  windowStart: Date,
): Promise<SendHistory> {
  // `column` is one of two literals above, never input.
  const [history] = await tx.query<SendHistory>(
    `SELECT max(sent_at) AS last_send, count(*)::int AS count, min(sent_at) AS oldest
     FROM otp_sends WHERE ${column} = $1 AND sent_at > $2`,
    [value, windowStart],
  );
  return history ?? { last_send: null, count: 0, oldest: null };
}

function tooSoon(waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  return new HttpError(429, `Please wait ${seconds} seconds before requesting another OTP`, {
    retryAfter: seconds,
  });
}

function tooMany(oldest: Date, now: Date, who: string): HttpError {
  const seconds = Math.max(1, Math.ceil((oldest.getTime() + hourMs - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many OTP requests from ${who}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter: seconds },
  );
}
