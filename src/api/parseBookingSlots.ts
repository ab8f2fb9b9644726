import type { Hold, Slot, SlotDay } from '../domain/booking';
import { isRecord, listOf } from './parse';

/** The booking calls' answers (interface §3, "Booking"): `unknown` until checked here. */
const clockTime = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? value : undefined;

const calendarDate = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A time whose count of places is not a whole number of 0 or more is dropped: a count is never guessed. */
function parseSlot(value: unknown): Slot | undefined {
  if (!isRecord(value)) return undefined;
  const id = nonEmpty(value.id);
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
export function readSlotDays(body: unknown): SlotDay[] | undefined {
  return isRecord(body) && Array.isArray(body.data) ? listOf(body.data, parseSlotDay) : undefined;
}

/** `{ success, data: { holdId, slotId, date, start, end, expiresAt } }`. */
export function readHold(body: unknown): Hold | undefined {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return undefined;
  const holdId = nonEmpty(data.holdId);
  const slotId = nonEmpty(data.slotId);
  const date = calendarDate(data.date);
  const start = clockTime(data.start);
  const end = clockTime(data.end);
  const expiresAt = nonEmpty(data.expiresAt);
  if (!holdId || !slotId || !date || !start || !end || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return undefined;
  return { holdId, slotId, date, start, end, expiresAt };
}
