import { kolkataDate } from '../domain/booking';
import type { Locale } from '../i18n/locales';
import { dateText, instantTimeText, weekdayText } from './bookingTimes';

/**
 * A booked visit's day, and when its steps were reached, in the words of the time picker
 * (bookingTimes.ts): the lab's clock in Asia/Kolkata, 24-hour times as the run sheet has them.
 */

/** 'Tue 8 Dec' of a date, as the checkout's review writes it. */
export function visitDayText(locale: Locale, date: string): string {
  return `${weekdayText(locale, date)} ${dateText(locale, date)}`;
}

/** '8 Dec, 07:22' of an instant (ISO 8601), such as when a booking's step was reached. */
export function momentText(locale: Locale, instant: string): string {
  const at = new Date(instant);
  return `${dateText(locale, kolkataDate(at))}, ${instantTimeText(locale, at)}`;
}
