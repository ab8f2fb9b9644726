import type { Queryable } from '../db/database';

/**
 * Waits for the lock of one user's booking data for the rest of the transaction: a user's calls
 * in parallel (a double click, a retry racing its original) take turns, on every instance. A
 * lock held longer than `lock_timeout` answers the busy 429 (`db/busy-refusal.ts`).
 */
export async function lockUserBookings(tx: Queryable, userId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('booking-user:' || $1, 0))", [userId]);
}

/** The same for one time's places: holds on it are counted and taken one at a time. */
export async function lockSlot(tx: Queryable, slotId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('booking-slot:' || $1, 0))", [slotId]);
}
