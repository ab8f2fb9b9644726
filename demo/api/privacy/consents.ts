import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { lockUserBookings } from '../booking/booking-locks';
import { PERSONAL_DATA_NOTICE_VERSION } from '../../../src/domain/booking';

/**
 * What a visitor may agree to on their account: `analytics`, the store's analytics in their
 * browsers (recorded so the choice shows on every device), and `booking-details`, keeping the
 * people and addresses they book for, to book again without typing them.
 */
export const consentPurposes = ['analytics', 'booking-details'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** One purpose's record, as `/me/data` answers it. */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  noticeVersion: string;
  givenAt: string;
  /** Present once withdrawn; the record stays for its period (`CONSENT_RECORD_DAYS`). */
  withdrawnAt?: string;
}

/** The purpose a call names, or a 400 naming the choices. */
export function consentPurpose(value: unknown): ConsentPurpose {
  const purpose = consentPurposes.find((known) => known === value);
  if (!purpose) throw new HttpError(400, `purpose must be one of: ${consentPurposes.join(', ')}`);
  return purpose;
}

export async function listConsents(db: Queryable, userId: string): Promise<ConsentRecord[]> {
  const rows = await db.query<{ purpose: ConsentPurpose; notice_version: string; given_at: Date; withdrawn_at: Date | null }>(
    'SELECT purpose, notice_version, given_at, withdrawn_at FROM consents WHERE user_id = $1 ORDER BY purpose',
    [userId],
  );
  return rows.map((row) => ({
    purpose: row.purpose,
    noticeVersion: row.notice_version,
    givenAt: new Date(row.given_at).toISOString(),
    ...(row.withdrawn_at === null ? {} : { withdrawnAt: new Date(row.withdrawn_at).toISOString() }),
  }));
}

/** Records the consent as given now, to the notice's current version (again if it was withdrawn). */
export async function giveConsent(db: Queryable, userId: string, purpose: ConsentPurpose, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO consents (user_id, purpose, notice_version, given_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, purpose) DO UPDATE SET notice_version = EXCLUDED.notice_version, given_at = EXCLUDED.given_at, withdrawn_at = NULL`,
    [userId, purpose, PERSONAL_DATA_NOTICE_VERSION, now],
  );
}

/** A booking whose collection is still to come needs its people and its address. */
const upcoming = "b.user_id = $1 AND b.status IN ('booked', 'assigned')";

/**
 * Withdraws a consent at once. Withdrawing `booking-details` erases the people and addresses that
 * no upcoming booking needs; those an upcoming booking needs stay until it is done. Withdrawing
 * a consent never given is a 404, as for any record the caller does not have.
 */
export async function withdrawConsent(db: Database, userId: string, purpose: ConsentPurpose, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserBookings(tx, userId);
    const withdrawn = await tx.query(
      'UPDATE consents SET withdrawn_at = $3 WHERE user_id = $1 AND purpose = $2 AND withdrawn_at IS NULL RETURNING 1',
      [userId, purpose, now],
    );
    if (withdrawn.length === 0) throw new HttpError(404, 'No such consent is given');
    if (purpose !== 'booking-details') return;
    await tx.query(
      `DELETE FROM booking_people p WHERE p.user_id = $1 AND NOT EXISTS (
         SELECT 1 FROM bookings b JOIN booking_items i ON i.booking_id = b.id WHERE ${upcoming} AND i.person_id = p.id)`,
      [userId],
    );
    await tx.query(
      `DELETE FROM booking_addresses a WHERE a.user_id = $1 AND NOT EXISTS (
         SELECT 1 FROM bookings b WHERE ${upcoming} AND b.address_id = a.id)`,
      [userId],
    );
  });
}
