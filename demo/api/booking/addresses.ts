import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { isServiceablePincode } from '../../../src/lib/pincode';
import { ADDRESS_FIELD_MAX_LENGTH, BOOKING_MESSAGES, PERSONAL_DATA_NOTICE_VERSION } from '../../../src/domain/booking';
import type { Address } from '../../../src/domain/booking';
import { lockWithRoomToKeep } from './kept-limit';
import { optionalText, requiredText } from './booking-fields';

/** Addresses one user may keep: home, work, parents', a few more. */
export const maxAddressesPerUser = 10;

interface AddressRow {
  _id: string;
  line1: string;
  area: string;
  landmark: string | null;
  city: string;
  pincode: string;
}

const addressColumns = 'id AS "_id", line1, area, landmark, city, pincode';

export async function listAddresses(db: Queryable, userId: string): Promise<Address[]> {
  const rows = await db.query<AddressRow>(`SELECT ${addressColumns} FROM booking_addresses WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  return rows.map(addressAnswer);
}

/** One of the user's own addresses, or undefined (another user's id is as unknown as a made-up one). */
export async function findAddress(db: Queryable, userId: string, addressId: string): Promise<Address | undefined> {
  const [row] = await db.query<AddressRow>(`SELECT ${addressColumns} FROM booking_addresses WHERE user_id = $1 AND id = $2`, [userId, addressId]);
  return row && addressAnswer(row);
}

/** A 6-digit pin code served by the same list as the pin-code checker (product §9), else a 400. */
export function servedPincode(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^\d{6}$/.test(value)) throw new HttpError(400, `${field} must be a 6-digit pin code`);
  if (!isServiceablePincode(value)) throw new HttpError(400, `${field}: ${BOOKING_MESSAGES.serviceNotAvailable}`);
  return value;
}

/** Checks a new address and stores it with the consent given to the notice now. */
export async function addAddress(db: Database, userId: string, body: Record<string, unknown>, now: Date): Promise<Address> {
  const landmark = optionalText(body, 'landmark', ADDRESS_FIELD_MAX_LENGTH);
  const address: Address = {
    _id: randomUUID(),
    line1: requiredText(body, 'line1', ADDRESS_FIELD_MAX_LENGTH),
    area: requiredText(body, 'area', ADDRESS_FIELD_MAX_LENGTH),
    ...(landmark === undefined ? {} : { landmark }),
    city: requiredText(body, 'city', ADDRESS_FIELD_MAX_LENGTH),
    pincode: servedPincode(body.pincode, 'pincode'),
  };
  if (body.consent !== true) throw new HttpError(400, BOOKING_MESSAGES.consentMissing);
  await db.transaction(async (tx) => {
    await lockWithRoomToKeep(tx, userId, 'addresses', maxAddressesPerUser);
    await tx.query(
      `INSERT INTO booking_addresses (id, user_id, line1, area, landmark, city, pincode, notice_version, consent_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [address._id, userId, address.line1, address.area, landmark ?? null, address.city, address.pincode, PERSONAL_DATA_NOTICE_VERSION, now],
    );
  });
  return address;
}

/** Removes one of the user's addresses; bookings keep their own copy of where. */
export async function removeAddress(db: Queryable, userId: string, addressId: string): Promise<boolean> {
  const removed = await db.query('DELETE FROM booking_addresses WHERE user_id = $1 AND id = $2 RETURNING 1', [userId, addressId]);
  return removed.length > 0;
}

/** An address as answered: a landmark not given is absent, not null. */
export function addressAnswer({ landmark, ...address }: AddressRow): Address {
  return landmark === null ? address : { ...address, landmark };
}
