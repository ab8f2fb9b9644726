import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { lockUserBookings } from './booking-locks';

/** The tables of what a user keeps for next time, by the word the refusal uses. */
const keptIn = { people: 'booking_people', addresses: 'booking_addresses' } as const;

/**
 * Takes the user's booking lock for the rest of the transaction and refuses (409) a person or an
 * address beyond the `most` they may keep: counted under the lock, so parallel adds (a double
 * click) cannot pass the limit together.
 */
export async function lockWithRoomToKeep(tx: Queryable, userId: string, kind: keyof typeof keptIn, most: number): Promise<void> {
  await lockUserBookings(tx, userId);
  const [kept] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${keptIn[kind]} WHERE user_id = $1`, [userId]);
  if ((kept?.count ?? 0) >= most) throw new HttpError(409, `You can keep at most ${most} ${kind}. Please remove one first.`);
}
