import { CalendarCheck, CircleX, RotateCw } from '../../../../components/icons';
import type { ReactNode } from 'react';
import type { Booking } from '../../../../domain/booking';
import { useT } from '../../../../i18n/useT';
import { BookingDetails } from './BookingDetails';
import { StatusTimeline } from './StatusTimeline';

export interface BookingCardProps {
  booking: Booking;
  onCancel: (booking: Booking) => void;
  /** Step 3's time picker again, for a booking still 'booked'. */
  onReschedule?: ((booking: Booking) => void) | undefined;
  /** Its tests into a new checkout. */
  onBookAgain?: ((booking: Booking) => void) | undefined;
  /** Shown under the actions: the Reschedule panel, while it is open. */
  children?: ReactNode;
}

/**
 * One booking in My bookings: its number, where it stands, its details, and what may still be
 * done with it. Reschedule and Cancel only while it is 'booked' (the server refuses them after).
 */
export function BookingCard({ booking, onReschedule, onCancel, onBookAgain, children }: BookingCardProps) {
  const t = useT();
  const headingId = `booking-${booking._id}`;
  const changeable = booking.status === 'booked';
  return (
    <article className="booking-card card" aria-labelledby={headingId}>
      <h2 className="booking-card__title" id={headingId} tabIndex={-1}>{t('bookings.heading', { number: booking.number })}</h2>
      <StatusTimeline booking={booking} />
      {booking.cancelReason && <p className="booking-card__reason">{t('bookings.cancelReason', { reason: booking.cancelReason })}</p>}
      <BookingDetails booking={booking} />
      <div className="booking-card__actions">
        {changeable && (
          <>
            {onReschedule && (
              <button type="button" className="button button--outline button--small" aria-describedby={headingId} onClick={() => onReschedule(booking)}>
                <CalendarCheck aria-hidden="true" width={16} height={16} />
                {t('bookings.reschedule')}
              </button>
            )}
            <button type="button" className="button button--ghost button--small booking-card__cancel" aria-describedby={headingId} onClick={() => onCancel(booking)}>
              <CircleX aria-hidden="true" width={16} height={16} />
              {t('bookings.cancel')}
            </button>
          </>
        )}
        {onBookAgain && (
          <button type="button" className="button button--small" aria-describedby={headingId} onClick={() => onBookAgain(booking)}>
            <RotateCw aria-hidden="true" width={16} height={16} />
            {t('bookings.bookAgain')}
          </button>
        )}
      </div>
      {children}
    </article>
  );
}
