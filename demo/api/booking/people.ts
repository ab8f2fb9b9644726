import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  BOOKING_MESSAGES,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX_LENGTH,
  needsGuardianConsent,
  PERSONAL_DATA_NOTICE_VERSION,
  RELATIONS,
} from '../../../src/domain/booking';
import type { Person } from '../../../src/domain/booking';
import { lockWithRoomToKeep } from './kept-limit';
import { oneOf, requiredText, wholeNumber } from './booking-fields';

/** People one user may keep: a family, not a directory. */
export const maxPeoplePerUser = 20;

const personColumns = 'id AS "_id", name, age, gender, relation';

/** The user's own people, oldest first (the account holder is usually the first). */
export function listPeople(db: Queryable, userId: string): Promise<Person[]> {
  return db.query<Person>(`SELECT ${personColumns} FROM booking_people WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
}

/** One of the user's own people, or undefined (another user's id is as unknown as a made-up one). */
export async function findPerson(db: Queryable, userId: string, personId: string): Promise<Person | undefined> {
  const [person] = await db.query<Person>(`SELECT ${personColumns} FROM booking_people WHERE user_id = $1 AND id = $2`, [userId, personId]);
  return person;
}

/** Checks a new person and stores them with the consent given to the notice now. */
export async function addPerson(db: Database, userId: string, body: Record<string, unknown>, now: Date): Promise<Person> {
  const person: Person = {
    _id: randomUUID(),
    name: requiredText(body, 'name', NAME_MAX_LENGTH),
    age: wholeNumber(body, 'age', MIN_AGE, MAX_AGE),
    gender: oneOf(body, 'gender', GENDERS),
    relation: oneOf(body, 'relation', RELATIONS),
  };
  if (body.consent !== true) throw new HttpError(400, BOOKING_MESSAGES.consentMissing);
  const minor = needsGuardianConsent(person.age);
  if (minor && body.guardianConsent !== true) throw new HttpError(400, BOOKING_MESSAGES.guardianConsentMissing);
  await db.transaction(async (tx) => {
    await lockWithRoomToKeep(tx, userId, 'people', maxPeoplePerUser);
    await tx.query(
      `INSERT INTO booking_people (id, user_id, name, age, gender, relation, notice_version, consent_at, guardian_consent_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8)`,
      [person._id, userId, person.name, person.age, person.gender, person.relation, PERSONAL_DATA_NOTICE_VERSION, now, minor ? now : null],
    );
  });
  return person;
}

/** Removes one of the user's people; bookings keep their own copy of who was tested. */
export async function removePerson(db: Queryable, userId: string, personId: string): Promise<boolean> {
  const removed = await db.query('DELETE FROM booking_people WHERE user_id = $1 AND id = $2 RETURNING 1', [userId, personId]);
  return removed.length > 0;
}
