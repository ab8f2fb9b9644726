import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { BOOKING_MESSAGES } from '../../../src/domain/booking';

/** Visible ASCII, as a UUID or any client's own key; long enough for a UUID with a prefix. */
const keyPattern = /^[\x21-\x7e]{1,100}$/;

/** The call's `Idempotency-Key`: without one a booking POST is refused (a retry could book twice). */
export function idempotencyKey(c: Context): string {
  const key = c.req.header('idempotency-key');
  if (key === undefined || key === '') throw new HttpError(400, BOOKING_MESSAGES.idempotencyKeyMissing);
  if (!keyPattern.test(key)) throw new HttpError(400, 'Idempotency-Key must be 1 to 100 visible ASCII characters');
  return key;
}

/** A digest of what the body asks, once checked: the same request in other spacing is the same. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * The booking a key of this user already made, or undefined. The same key with another body is
 * a 422: the client reused a key, and answering the earlier booking would hide its mistake.
 */
export async function bookingOfKey(tx: Queryable, userId: string, key: string, hash: string): Promise<string | undefined> {
  const [earlier] = await tx.query<{ id: string; request_hash: string }>(
    'SELECT id, request_hash FROM bookings WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  if (earlier && earlier.request_hash !== hash) throw new HttpError(422, BOOKING_MESSAGES.idempotencyKeyReused);
  return earlier?.id;
}
