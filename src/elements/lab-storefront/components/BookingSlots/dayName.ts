import type { Translator } from '../../../../i18n';
import { weekdayText } from '../../../../lib/bookingTimes';

/** 'Today', 'Tomorrow', then the weekday: `dates` are the offered days, today first. */
export function dayName(t: Translator, dates: readonly string[], date: string): string {
  const index = dates.indexOf(date);
  if (index === 0) return t('bookingSlots.today');
  if (index === 1) return t('bookingSlots.tomorrow');
  return weekdayText(t.locale, date);
}
