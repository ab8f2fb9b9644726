import type { Queryable } from '../db/database';
import type { Limits } from '../limits';
import { dayMs } from '../rate-counts';
import { idleCutoff } from '../auth/sessions';
import { listBookings } from '../booking/booking-answers';
import { maskPhoneNumber } from '../otp/otp-sms';
import type { Booking, Gender, Relation } from '../../../src/domain/booking';
import { listConsents, type ConsentRecord } from './consents';
import type { GrievanceContact } from './grievance-contact';

/**
 * Everything the lab holds about one user, as `GET /me/data` answers it and the store's Download
 * my data saves it; every field is described in demo/api/README.md ("Your data"). Times are ISO
 * 8601 in UTC. The number is masked as the logs mask it: the visitor knows it, and a file that
 * travels should not carry it.
 */
export interface MyData {
  exportedAt: string;
  account: { userId: string; phoneNumber: string; createdAt: string };
  cart: { testId: string; name: string; price: number; addedAt: string }[];
  people: {
    _id: string; name: string; age: number; gender: Gender; relation: Relation;
    noticeVersion: string; consentAt: string; guardianConsentAt?: string;
  }[];
  addresses: {
    _id: string; line1: string; area: string; landmark?: string; city: string; pincode: string;
    noticeVersion: string; consentAt: string;
  }[];
  bookings: Booking[];
  consents: ConsentRecord[];
  devices: {
    /** Browsers logged in now: each session, until it ends. */
    sessions: { loggedInAt: string; lastUsedAt: string; endsAt: string }[];
    /** Browsers that logged in on the number before, whose code requests have a budget of their own. */
    deviceKeys: { lastLoginAt: string }[];
  };
  grievanceContact: GrievanceContact;
}

const iso = (value: Date | string) => new Date(value).toISOString();

interface PersonRow { _id: string; name: string; age: number; gender: Gender; relation: Relation; notice_version: string; consent_at: Date; guardian_consent_at: Date | null }
interface AddressRow { _id: string; line1: string; area: string; landmark: string | null; city: string; pincode: string; notice_version: string; consent_at: Date }

/** The user's data, or undefined when the user no longer exists (erased between the session check and now). */
export async function readMyData(db: Queryable, limits: Limits, grievance: GrievanceContact, userId: string, now: Date): Promise<MyData | undefined> {
  const [user] = await db.query<{ phone_number: string; created_at: Date }>('SELECT phone_number, created_at FROM users WHERE id = $1', [userId]);
  if (!user) return undefined;
  const cart = await db.query<{ test_id: string; name: string; price: number; added_at: Date }>(
    'SELECT c.test_id, t.name, t.price, c.added_at FROM cart_items c JOIN tests t ON t.id = c.test_id WHERE c.user_id = $1 ORDER BY c.added_at, c.test_id',
    [userId],
  );
  const people = await db.query<PersonRow>(
    `SELECT id AS "_id", name, age, gender, relation, notice_version, consent_at, guardian_consent_at
     FROM booking_people WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  const addresses = await db.query<AddressRow>(
    `SELECT id AS "_id", line1, area, landmark, city, pincode, notice_version, consent_at
     FROM booking_addresses WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  const sessions = await db.query<{ created_at: Date; last_used_at: Date; expires_at: Date }>(
    `SELECT created_at, last_used_at, expires_at FROM sessions
     WHERE user_id = $1 AND expires_at > $2 AND last_used_at > $3 ORDER BY created_at`,
    [userId, now, idleCutoff(limits, now)],
  );
  const deviceKeys = await db.query<{ last_login_at: Date }>(
    'SELECT last_login_at FROM device_keys WHERE phone_number = $1 AND last_login_at > $2 ORDER BY last_login_at',
    [user.phone_number, new Date(now.getTime() - limits.deviceKeyDays * dayMs)],
  );
  return {
    exportedAt: now.toISOString(),
    account: { userId, phoneNumber: maskPhoneNumber(user.phone_number), createdAt: iso(user.created_at) },
    cart: cart.map((item) => ({ testId: item.test_id, name: item.name, price: item.price, addedAt: iso(item.added_at) })),
    people: people.map(({ notice_version, consent_at, guardian_consent_at, ...person }) => ({
      ...person,
      noticeVersion: notice_version,
      consentAt: iso(consent_at),
      ...(guardian_consent_at === null ? {} : { guardianConsentAt: iso(guardian_consent_at) }),
    })),
    addresses: addresses.map(({ notice_version, consent_at, landmark, ...address }) => ({
      ...address,
      ...(landmark === null ? {} : { landmark }),
      noticeVersion: notice_version,
      consentAt: iso(consent_at),
    })),
    bookings: await listBookings(db, userId),
    consents: await listConsents(db, userId),
    devices: {
      sessions: sessions.map((session) => ({
        loggedInAt: iso(session.created_at),
        lastUsedAt: iso(session.last_used_at),
        endsAt: iso(session.expires_at),
      })),
      deviceKeys: deviceKeys.map((key) => ({ lastLoginAt: iso(key.last_login_at) })),
    },
    grievanceContact: grievance,
  };
}
