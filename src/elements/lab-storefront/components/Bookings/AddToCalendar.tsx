import { CalendarCheck } from '../../../../components/icons';
import type { Booking } from '../../../../domain/booking';
import { useT } from '../../../../i18n/useT';
import { visitCalendar } from '../../../../lib/visitCalendar';
import { visitAddress } from './visitAddress';

/**
 * "Add to calendar": the visit as an `.ics` file, made here from the booking on screen. A `data:`
 * address rather than a blob: it needs no clean-up, and a phone's browser hands it to its calendar.
 */
export function AddToCalendar({ booking }: { booking: Booking }) {
  const t = useT();
  const tests = [...new Set(booking.items.map((item) => item.name))].join(', ');
  const ics = visitCalendar({
    id: booking._id,
    date: booking.date,
    start: booking.start,
    end: booking.end,
    summary: t('bookings.calendar.summary', { number: booking.number }),
    description: [t('bookings.calendar.tests', { tests }), t('bookings.payment')].join('\n'),
    location: visitAddress(booking.address),
  });
  return (
    <a
      className="button button--outline"
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
      download={`booking-${booking.number}.ics`}
    >
      <CalendarCheck aria-hidden="true" width={18} height={18} />
      {t('bookings.addToCalendar')}
    </a>
  );
}
