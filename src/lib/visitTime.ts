import { BOOKING_TIME_ZONE, kolkataInstant } from '../domain/booking';
import { intlLocale } from '../i18n/intlLocale';
import type { Locale } from '../i18n/locales';

/**
 * A visit's day and hours as the visitor's language writes them, on the lab's clock (Asia/Kolkata)
 * whatever the device's own time zone: 'Tue, 8 Dec' and '7:00 am'. Each format is made once
 * per language: a page's first Intl format is the costly one.
 */
const shapes = {
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  hour: { hour: 'numeric', minute: '2-digit' },
  moment: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(shape: keyof typeof shapes, locale: Locale): Intl.DateTimeFormat {
  const key = `${shape}/${locale}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(intlLocale(locale), { ...shapes[shape], timeZone: BOOKING_TIME_ZONE });
    formats.set(key, made);
  }
  return made;
}

/** `date`: 'YYYY-MM-DD' in Kolkata. */
export function formatVisitDay(date: string, locale: Locale): string {
  // Noon, so no reading of the instant falls on another day.
  return formatter('day', locale).format(kolkataInstant(date, '12:00'));
}

/** `time`: 'HH:MM' in Kolkata on `date`. */
export function formatVisitHour(date: string, time: string, locale: Locale): string {
  return formatter('hour', locale).format(kolkataInstant(date, time));
}

/** An instant (ISO 8601), such as when a step was reached: '8 Dec, 7:42 am'. */
export function formatMoment(instant: string, locale: Locale): string {
  return formatter('moment', locale).format(new Date(instant));
}
