import {
  BOOKING_STATUSES,
  GENDERS,
  RELATIONS,
  type Address,
  type Booking,
  type BookingItem,
  type BookingStatus,
  type Person,
  type StatusChange,
} from '../domain/booking';
import { isRecord, listOf } from './parse';

/**
 * A booking as the reference API answers it (interface §3, "Booking"), checked field by field:
 * anything that does not fit makes the whole booking `undefined`, since a confirmation or a
 * timeline shown from half a booking would tell the visitor something untrue.
 */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const amount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

const day = /^\d{4}-\d{2}-\d{2}$/;
const clock = /^\d{2}:\d{2}$/;

function parsePerson(value: unknown): Person | undefined {
  if (!isRecord(value)) return undefined;
  const [_id, name, age] = [text(value._id), text(value.name), amount(value.age)];
  const gender = oneOf(GENDERS, value.gender);
  const relation = oneOf(RELATIONS, value.relation);
  if (!_id || !name || age === undefined || !gender || !relation) return undefined;
  return { _id, name, age, gender, relation };
}

function parseAddress(value: unknown): Address | undefined {
  if (!isRecord(value)) return undefined;
  const [_id, line1, area, city, pincode] = [value._id, value.line1, value.area, value.city, value.pincode].map(text);
  if (!_id || !line1 || !area || !city || !pincode) return undefined;
  const landmark = text(value.landmark);
  return { _id, line1, area, city, pincode, ...(landmark ? { landmark } : {}) };
}

function parseItem(value: unknown): BookingItem | undefined {
  if (!isRecord(value)) return undefined;
  const [testId, name, price, person] = [text(value.testId), text(value.name), amount(value.price), parsePerson(value.person)];
  return testId && name && price !== undefined && person ? { testId, name, price, person } : undefined;
}

function parseStatusChange(value: unknown): StatusChange | undefined {
  if (!isRecord(value)) return undefined;
  const status = oneOf<BookingStatus>(BOOKING_STATUSES, value.status);
  const at = text(value.at);
  return status && at && !Number.isNaN(Date.parse(at)) ? { status, at } : undefined;
}

export function parseBooking(value: unknown): Booking | undefined {
  if (!isRecord(value)) return undefined;
  const [_id, number, date, start, end] = [value._id, value.number, value.date, value.start, value.end].map(text);
  const status = oneOf<BookingStatus>(BOOKING_STATUSES, value.status);
  const address = parseAddress(value.address);
  const [collectionFee, total] = [amount(value.collectionFee), amount(value.total)];
  const items = listOf(value.items, parseItem);
  if (!_id || !number || !status || !address || collectionFee === undefined || total === undefined) return undefined;
  if (!date || !day.test(date) || !start || !clock.test(start) || !end || !clock.test(end) || items.length === 0) {
    return undefined;
  }
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
