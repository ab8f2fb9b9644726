import { BOOKING_STATUSES, GENDERS, RELATIONS } from '../domain/booking';
import type { Address, Booking, BookingItem, Hold, Person, Slot, SlotDay, StatusChange } from '../domain/booking';
import { dataList, dataOf, isRecord, listOf } from './parse';

/**
 * The booking API's answers (interface §3, "Booking"): the free times, a hold, people, addresses
 * and bookings are `unknown` until checked here. Each parser returns the clean value or
 * `undefined`, as `parse.ts` does for the catalogue's.
 */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const amount = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const oneOf = <Choice extends string>(choices: readonly Choice[], value: unknown): Choice | undefined =>
  choices.find((choice) => choice === value);
const clockTime = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? value : undefined;
const calendarDate = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** A time whose count of places is not a whole number of 0 or more is dropped: a count is never guessed. */
function parseSlot(value: unknown): Slot | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const start = clockTime(value.start);
  const end = clockTime(value.end);
  const { left } = value;
  if (!id || !start || !end || typeof left !== 'number' || !Number.isInteger(left) || left < 0) return undefined;
  return { id, start, end, left };
}

function parseSlotDay(value: unknown): SlotDay | undefined {
  if (!isRecord(value)) return undefined;
  const date = calendarDate(value.date);
  return date ? { date, slots: listOf(value.slots, parseSlot) } : undefined;
}

/** `{ success, data: [{ date, slots }] }`: the days, each with the times that fit. */
export const readSlotDays = dataList(parseSlotDay);

function parseHold(value: unknown): Hold | undefined {
  if (!isRecord(value)) return undefined;
  const holdId = text(value.holdId);
  const slotId = text(value.slotId);
  const date = calendarDate(value.date);
  const start = clockTime(value.start);
  const end = clockTime(value.end);
  const expiresAt = text(value.expiresAt);
  if (!holdId || !slotId || !date || !start || !end || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return undefined;
  return { holdId, slotId, date, start, end, expiresAt };
}

/** `{ success, data: { holdId, slotId, date, start, end, expiresAt } }`. */
export const readHold = dataOf(parseHold);

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
