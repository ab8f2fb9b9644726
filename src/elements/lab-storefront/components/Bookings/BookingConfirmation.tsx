import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { CircleCheck, ListChecks } from '../../../../components/icons';
import type { Booking } from '../../../../domain/booking';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { bookingsPath } from '../../../../router/storePaths.atBuild';
import { bookingPreparation } from '../../../../stores/bookings';
import { CartPreparation } from '../Cart/CartPreparation';
import cartCss from '../Cart/CartView.css?inline';
import { AddToCalendar } from './AddToCalendar';
import { BookingDetails } from './BookingDetails';
import { StatusTimeline } from './StatusTimeline';
import css from './BookingConfirmation.css?inline';

/**
 * What the visitor sees once booked (and on any later visit of its address): the number to quote,
 * when and where, what to do before (the cart's preparation list), Add to calendar and My bookings.
 * A booking cancelled since shows its timeline instead of the good news.
 */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  useStyles(cartCss);
  useStyles(css);
  const t = useT();
  const $preparation = useMemo(() => bookingPreparation(booking), [booking]);
  const preparation = useStore($preparation);
  const cancelled = booking.status === 'cancelled';
  return (
    <div className="confirmation screen__columns">
      <div className="confirmation__main">
        <section className="confirmation__card cart-panel" aria-labelledby="confirmation-number">
          {cancelled ? (
            <StatusTimeline booking={booking} />
          ) : (
            <p className="confirmation__lead">
              <CircleCheck aria-hidden="true" className="confirmation__tick" />
              {t('bookings.confirmed.lead')}
            </p>
          )}
          <h2 className="confirmation__number" id="confirmation-number">
            <span className="confirmation__number-label">{t('bookings.number')}</span>{' '}
            <span className="confirmation__number-value">{booking.number}</span>
          </h2>
          <BookingDetails booking={booking} />
        </section>
        {preparation && !cancelled && <CartPreparation preparation={preparation} />}
      </div>
      <nav className="confirmation__actions cart-panel screen__aside" aria-label={t('bookings.confirmed.title')}>
        {!cancelled && <AddToCalendar booking={booking} />}
        <Link href={bookingsPath} className="button">
          <ListChecks aria-hidden="true" width={18} height={18} />
          {t('bookings.myBookings')}
        </Link>
      </nav>
    </div>
  );
}
