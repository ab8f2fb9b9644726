import { BOOKING_STATUSES, GENDERS, RELATIONS, type Address, type Booking, type BookingItem, type Person, type StatusChange } from '../domain/booking';
import { isRecord, listOf } from './parse';

/**
 * The booking API's answers (interface §3, "Booking") are `unknown` until checked here: each
 * parser returns the clean value or `undefined`, as `parse.ts` does for the catalogue's.
 */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const amount = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const oneOf = <Choice extends string>(choices: readonly Choice[], value: unknown): Choice | undefined =>
  choices.find((choice) => choice === value);

export function parsePerson(value: unknown): Person | undefined {
  if (!isRecord(value)) return undefined;
  const _id = text(value._id);
  const name = text(value.name);
  const age = amount(value.age);
  const gender = oneOf(GENDERS, value.gender);
  const relation = oneOf(RELATIONS, value.relation);
  if (!_id || !name || age === undefined || !gender || !relation) return undefined;
  return { _id, name, age, gender, relation };
}

export function parseAddress(value: unknown): Address | undefined {
  if (!isRecord(value)) return undefined;
  const _id = text(value._id);
  const line1 = text(value.line1);
  const area = text(value.area);
  const city = text(value.city);
  const pincode = text(value.pincode);
  if (!_id || !line1 || !area || !city || !pincode) return undefined;
  const landmark = text(value.landmark);
  return { _id, line1, area, city, pincode, ...(landmark ? { landmark } : {}) };
}

function parseItem(value: unknown): BookingItem | undefined {
  if (!isRecord(value)) return undefined;
  const testId = text(value.testId);
  const name = text(value.name);
  const price = amount(value.price);
  const person = parsePerson(value.person);
  return testId && name && price !== undefined && person ? { testId, name, price, person } : undefined;
}

function parseStatusChange(value: unknown): StatusChange | undefined {
  if (!isRecord(value)) return undefined;
  const status = oneOf(BOOKING_STATUSES, value.status);
  const at = text(value.at);
  return status && at ? { status, at } : undefined;
}

export function parseBooking(value: unknown): Booking | undefined {
  if (!isRecord(value)) return undefined;
  const _id = text(value._id);
  const number = text(value.number);
  const status = oneOf(BOOKING_STATUSES, value.status);
  const [date, start, end] = [text(value.date), text(value.start), text(value.end)];
  const address = parseAddress(value.address);
  const collectionFee = amount(value.collectionFee);
  const total = amount(value.total);
  const items = listOf(value.items, parseItem);
  if (!_id || !number || !status || !date || !start || !end || !address || collectionFee === undefined || total === undefined) {
    return undefined;
  }
  if (items.length === 0) return undefined;
  const cancelReason = text(value.cancelReason);
  return {
    _id,
    number,
    status,
    date,
    start,
    end,
    address,
    items,
    collectionFee,
    total,
    history: listOf(value.history, parseStatusChange),
    ...(cancelReason ? { cancelReason } : {}),
  };
}

/** Reads `{ success, data: {...} }` with `parse`. */
export const dataOf =
  <T>(parse: (value: unknown) => T | undefined) =>
  (body: unknown): T | undefined =>
    isRecord(body) ? parse(body.data) : undefined;
