import type { Locale } from '../i18n/locales';
import { labClockFormat } from './bookingTimes';

/** An instant as the lab's calendar day in the language ('6 Dec 2026'), in Asia/Kolkata. */
export function dateText(locale: Locale, instant: string | Date): string {
  return labClockFormat(locale, 'dateWithYear').format(new Date(instant));
}
