/**
 * The rules of booking a home collection that the store and the reference API share (interface
 * §3, "Booking"): what is offered, who may be tested, what it costs, the answers' shapes and the
 * API's English messages. Pure: no DOM, no Node, no clock of its own (callers pass `now`).
 */

/** Times and dates are the lab's: India, one offset all year (no daylight saving). */
export const BOOKING_TIME_ZONE = 'Asia/Kolkata';
const KOLKATA_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;

/** Today and the next 6 days. */
export const BOOKING_DAYS = 7;
/** Twelve one-hour times, the first 06:00–07:00, the last 17:00–18:00. */
export const FIRST_SLOT_HOUR = 6;
export const SLOT_COUNT = 12;
/** A time is offered only when it starts at least this long after now (matters today). */
export const LEAD_TIME_HOURS = 2;
/** When any test needs fasting, only times starting before this are offered. */
export const FASTING_CUTOFF = '11:00';
export const MAX_PEOPLE_PER_BOOKING = 5;
export const MAX_BOOKINGS_PER_DAY = 20;

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const RELATIONS = ['self', 'spouse', 'parent', 'child', 'sibling', 'other'] as const;
export type Relation = (typeof RELATIONS)[number];
/** Longest accepted text: a person's name, an address's field, a cancellation's reason. */
export const NAME_MAX_LENGTH = 80;
export const ADDRESS_FIELD_MAX_LENGTH = 120;
export const CANCEL_REASON_MAX_LENGTH = 200;
export const MIN_AGE = 0;
export const MAX_AGE = 120;
/** Under this age, a parent's or guardian's consent is needed too. */
export const ADULT_AGE = 18;
/** The version of the personal-data notice a consent is given to; stored with each consent. */
export const PERSONAL_DATA_NOTICE_VERSION = '2026-12-06';

/** A booking moves along this line, one step at a time, or is cancelled. */
export const STATUS_ORDER = ['booked', 'assigned', 'collected', 'reported'] as const;
export type BookingStatus = (typeof STATUS_ORDER)[number] | 'cancelled';
export const BOOKING_STATUSES: readonly BookingStatus[] = [...STATUS_ORDER, 'cancelled'];

/** Home collection: ₹100 for orders under ₹500, free from ₹500. */
export const COLLECTION_FEE = 100;
export const FREE_COLLECTION_FROM = 500;

/** The API's messages, in English as it answers them. */
export const BOOKING_MESSAGES = {
  serviceNotAvailable: 'Service Not Available',
  slotFull: 'This time is no longer available. Please pick another.',
  holdExpired: 'Your held time has run out. Please pick a time again.',
  notBooked: 'This booking can no longer be changed.',
  consentMissing: 'Please agree to the personal data notice (consent).',
  guardianConsentMissing: "Please confirm you are this person's parent or guardian (guardianConsent).",
  tooManyPeople: `At most ${MAX_PEOPLE_PER_BOOKING} people can be tested in one booking (items).`,
  dailyLimit: `You can make at most ${MAX_BOOKINGS_PER_DAY} bookings a day. Please try again tomorrow.`,
  idempotencyKeyMissing: 'An Idempotency-Key header is needed to book.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another booking.',
} as const;

/** One time of one day: `id` is what a hold asks for. */
export interface Slot {
  id: string;
  start: string;
  end: string;
  /** Places still free: the server's real count. */
  left: number;
}
export interface SlotDay {
  date: string;
  slots: Slot[];
}
export interface Hold {
  holdId: string;
  slotId: string;
  date: string;
  start: string;
  end: string;
  /** An ISO 8601 instant. */
  expiresAt: string;
}
export interface Person {
  _id: string;
  name: string;
  age: number;
  gender: Gender;
  relation: Relation;
}
export interface Address {
  _id: string;
  line1: string;
  area: string;
  landmark?: string;
  city: string;
  pincode: string;
}
export interface BookingItem {
  testId: string;
  name: string;
  price: number;
  /** Who is tested, as they were when booked. */
  person: Person;
}
export interface StatusChange {
  status: BookingStatus;
  /** An ISO 8601 instant. */
  at: string;
}
export interface Booking {
  _id: string;
  number: string;
  status: BookingStatus;
  date: string;
  start: string;
  end: string;
  /** Where, as it was when booked. */
  address: Address;
  items: BookingItem[];
  collectionFee: number;
  /** The tests' prices plus the collection fee. */
  total: number;
  history: StatusChange[];
  cancelReason?: string;
}

export function collectionFee(testsTotal: number): number {
  return testsTotal >= FREE_COLLECTION_FROM ? 0 : COLLECTION_FEE;
}

/** The start of every time of a day, 'HH:MM'. */
export const SLOT_STARTS: readonly string[] = Array.from({ length: SLOT_COUNT }, (_, index) =>
  clockTime(FIRST_SLOT_HOUR + index),
);

export function slotEnd(start: string): string {
  return clockTime(Number(start.slice(0, 2)) + 1);
}

export function slotId(date: string, start: string): string {
  return `${date}T${start}`;
}

/** The date and start a slot id names, or undefined when it names no time ever offered. */
export function parseSlotId(id: string): { date: string; start: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(id);
  if (!match?.[1] || !match[2] || !isCalendarDate(match[1]) || !SLOT_STARTS.includes(match[2])) return undefined;
  return { date: match[1], start: match[2] };
}

/** Today's date in Kolkata, 'YYYY-MM-DD'. */
export function kolkataDate(now: Date): string {
  return new Date(now.getTime() + KOLKATA_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant a time starts: 'YYYY-MM-DD' and 'HH:MM' in Kolkata. */
export function kolkataInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - KOLKATA_OFFSET_MINUTES * MINUTE_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * MINUTE_MS).toISOString().slice(0, 10);
}

/** The dates offered from `now`: today and the next 6 days. */
export function bookingDates(now: Date): string[] {
  const today = kolkataDate(now);
  return Array.from({ length: BOOKING_DAYS }, (_, index) => addDays(today, index));
}

/** Whether a time may be held or booked now: within the 7 days, 2 hours ahead, before the fasting cut-off. */
export function isTimeOffered(date: string, start: string, now: Date, fasting: boolean): boolean {
  if (!bookingDates(now).includes(date) || !SLOT_STARTS.includes(start)) return false;
  if (fasting && start >= FASTING_CUTOFF) return false;
  return kolkataInstant(date, start).getTime() >= now.getTime() + LEAD_TIME_HOURS * 60 * MINUTE_MS;
}

export function needsGuardianConsent(age: number): boolean {
  return age < ADULT_AGE;
}

/** The operator's moves: the next step along the line, or cancelled before the sample is taken. */
export function canMoveTo(from: BookingStatus, to: BookingStatus): boolean {
  if (to === 'cancelled') return from === 'booked' || from === 'assigned';
  const step = (STATUS_ORDER as readonly BookingStatus[]).indexOf(from);
  return step !== -1 && STATUS_ORDER[step + 1] === to;
}

/** 'YYYY-MM-DD' naming a real day (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

function clockTime(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
