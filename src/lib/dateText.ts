import { BOOKING_TIME_ZONE } from '../domain/booking';
import { intlLocale } from '../i18n/intlLocale';
import type { Locale } from '../i18n/locales';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** An instant as the lab's calendar day in the language ('6 Dec 2026'), in Asia/Kolkata. */
export function dateText(locale: Locale, instant: string | Date): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: BOOKING_TIME_ZONE });
    formats.set(locale, format);
  }
  return format.format(new Date(instant));
}
