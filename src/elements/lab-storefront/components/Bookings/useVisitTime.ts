import type { Booking } from '../../../../domain/booking';
import { useLocale } from '../../../../i18n/localeContext';
import { useT } from '../../../../i18n/useT';
import { clockTimeText } from '../../../../lib/bookingTimes';
import { visitDayText } from '../../../../lib/visitTime';

/** 'Tue 8 Dec, 07:00–08:00': a booking's time in the element's language, on the lab's clock. */
export function useVisitTime(): (visit: Pick<Booking, 'date' | 'start' | 'end'>) => string {
  const t = useT();
  const locale = useLocale();
  return ({ date, start, end }) =>
    t('bookings.time', {
      date: visitDayText(locale, date),
      start: clockTimeText(locale, date, start),
      end: clockTimeText(locale, date, end),
    });
}
