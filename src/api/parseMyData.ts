import { CONSENT_PURPOSES, type ConsentPurpose, type ConsentRecord, type HeldData, type MyDataAnswer } from '../domain/myData';
import { isRecord, listOf } from './parse';

type Fields = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const isPurpose = (value: unknown): value is ConsentPurpose => CONSENT_PURPOSES.some((purpose) => purpose === value);

/** Reads the listed text fields of a record, or undefined when one is missing. */
function texts<Key extends string>(value: unknown, keys: readonly Key[]): Record<Key, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = keys.map((key) => [key, text(value[key])] as const);
  if (entries.some(([, field]) => field === undefined)) return undefined;
  return Object.fromEntries(entries) as Record<Key, string>;
}

export function parseConsent(value: unknown): ConsentRecord | undefined {
  if (!isRecord(value) || !isPurpose(value.purpose)) return undefined;
  const givenAt = text(value.givenAt);
  if (!givenAt) return undefined;
  const withdrawnAt = text(value.withdrawnAt);
  return { purpose: value.purpose, givenAt, ...(withdrawnAt ? { withdrawnAt } : {}) };
}

const named = <T>(value: unknown, read: (fields: Fields) => T | undefined) => (isRecord(value) ? read(value) : undefined);

function parseHeld(data: Fields): HeldData | undefined {
  const account = texts(data.account, ['phoneNumber', 'createdAt']);
  const grievance = texts(data.grievanceContact, ['name', 'email']);
  const answerWithinHours = isRecord(data.grievanceContact) ? count(data.grievanceContact.answerWithinHours) : undefined;
  if (!account || !grievance || answerWithinHours === undefined || !isRecord(data.devices)) return undefined;
  return {
    ...account,
    cart: listOf(data.cart, (item) => named(item, ({ name, price }) => (text(name) !== undefined && count(price) !== undefined ? { name: String(name), price: Number(price) } : undefined))),
    people: listOf(data.people, (item) => named(item, ({ name, age }) => (text(name) !== undefined && count(age) !== undefined ? { name: String(name), age: Number(age) } : undefined))),
    addresses: listOf(data.addresses, (item) => texts(item, ['line1', 'area', 'city', 'pincode'])),
    bookings: listOf(data.bookings, (item) => texts(item, ['number', 'date', 'start', 'status'])),
    consents: listOf(data.consents, parseConsent),
    devices: listOf(data.devices.sessions, (item) => texts(item, ['loggedInAt', 'lastUsedAt'])),
    deviceKeys: listOf(data.devices.deviceKeys, (item) => (isRecord(item) ? text(item.lastLoginAt) : undefined)),
    grievanceContact: { ...grievance, answerWithinHours },
  };
}

/** Reads `GET /me/data`'s `{ success, data }`: what the screen shows, and the data whole for the download. */
export function readMyData(body: unknown): MyDataAnswer | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined;
  const held = parseHeld(body.data);
  return held ? { held, raw: body.data } : undefined;
}
