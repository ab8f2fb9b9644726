import { BOOKING_TIME_ZONE, kolkataInstant } from '../domain/booking';
import { intlLocale } from '../i18n/intlLocale';
import type { Locale } from '../i18n/locales';

/**
 * Booking's days and times as each language writes them (product §11): the lab's clock in
 * Asia/Kolkata whatever the visitor's own time zone, and the 24-hour times the lab's run sheet
 * uses ("07:00–08:00"), which read the same in every language.
 */
type Kind = 'time' | 'weekday' | 'date' | 'dateWithYear';
const kinds: Record<Kind, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'short' },
  date: { day: 'numeric', month: 'short' },
  dateWithYear: { day: 'numeric', month: 'short', year: 'numeric' },
};
const formats = new Map<string, Intl.DateTimeFormat>();

/** The one cache of the lab clock's formats, each made once a language (dateText.ts uses it too). */
export function labClockFormat(locale: Locale, kind: Kind): Intl.DateTimeFormat {
  const id = `${locale}/${kind}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(locale), { ...kinds[kind], timeZone: BOOKING_TIME_ZONE });
    formats.set(id, found);
  }
  return found;
}

/** Noon of a Kolkata date: the same calendar day in every time zone's arithmetic. */
const middayOf = (date: string) => kolkataInstant(date, '12:00');

/** '07:00' of a day, in the language. */
export function clockTimeText(locale: Locale, date: string, time: string): string {
  return labClockFormat(locale, 'time').format(kolkataInstant(date, time));
}

/** '07:00–08:00'. */
export function timeRangeText(locale: Locale, date: string, start: string, end: string): string {
  return `${clockTimeText(locale, date, start)}–${clockTimeText(locale, date, end)}`;
}

/** The time of an instant (a hold's end), on the lab's clock. */
export function instantTimeText(locale: Locale, instant: Date): string {
  return labClockFormat(locale, 'time').format(instant);
}

/** 'Wed' of a date. */
export function weekdayText(locale: Locale, date: string): string {
  return labClockFormat(locale, 'weekday').format(middayOf(date));
}

/** '9 Dec' of a date. */
export function dateText(locale: Locale, date: string): string {
  return labClockFormat(locale, 'date').format(middayOf(date));
}
