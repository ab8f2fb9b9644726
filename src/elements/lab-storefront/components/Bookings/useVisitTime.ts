import type { Booking } from '../../../../domain/booking';
import { useLocale } from '../../../../i18n/localeContext';
import { useT } from '../../../../i18n/useT';
import { formatVisitDay, formatVisitHour } from '../../../../lib/visitTime';

/** 'Tue, 8 Dec, 7:00 am–8:00 am': a booking's time in the element's language, on the lab's clock. */
export function useVisitTime(): (visit: Pick<Booking, 'date' | 'start' | 'end'>) => string {
  const t = useT();
  const locale = useLocale();
  return ({ date, start, end }) =>
    t('bookings.time', {
      date: formatVisitDay(date, locale),
      start: formatVisitHour(date, start, locale),
      end: formatVisitHour(date, end, locale),
    });
}
