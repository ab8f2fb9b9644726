import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CalendarCheck } from '../../../../components/icons';
import { LoadFailed } from '../../../../components/LoadStates/LoadFailed';
import type { Booking } from '../../../../domain/booking';
import { useSessionEnded } from '../../../../elementRuntime/events/sessionEvents';
import { useHostElement } from '../../../../elementRuntime/hostElement';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { phrase } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { checkupsLink } from '../../../../router/storeLinks.atBuild';
import { checkoutPath } from '../../../../router/storePaths.atBuild';
import { $bookings, $bookingsLoadFailed, bookAgain, cancelBooking, loadBookings, rescheduleBooking } from '../../../../stores/bookings';
import { showToast } from '../../../../stores/toasts';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';
import { BookingCard } from './BookingCard';
import { CancelBookingDialog } from './CancelBookingDialog';
import cardsCss from '../../../../styles/cards.css?inline';
import css from './MyBookings.css?inline';
import { RescheduleBooking } from './RescheduleBooking';
import { useRefundEvent } from './useRefundEvent';
import { useVisitTime } from './useVisitTime';

/**
 * My bookings: the visitor's bookings, newest first, each with its timeline and what may still be
 * done with it. Each change goes to the server and the card shows the server's answer.
 */
export function MyBookings() {
  useStyles(stateCss);
  useStyles(cardsCss);
  useStyles(css);
  const t = useT();
  const sessionEnded = useSessionEnded();
  const bookings = useStore($bookings);
  const loadFailed = useStore($bookingsLoadFailed);
  const [cancelling, setCancelling] = useState<Booking | undefined>();
  const [busy, setBusy] = useState(false);
  const [rescheduling, setRescheduling] = useState<string | undefined>();
  const [, navigate] = useLocation();
  const host = useHostElement();
  const visitTime = useVisitTime();
  const refund = useRefundEvent();
  const refunded = useRef(new Set<string>());

  function load() {
    void loadBookings().then((outcome) => {
      if (!outcome.ok && outcome.status === 401) sessionEnded();
    });
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per showing of the screen
  useEffect(load, []);

  async function confirmCancel(booking: Booking, reason: string) {
    setBusy(true);
    const outcome = await cancelBooking(booking._id, reason);
    setBusy(false);
    setCancelling(undefined);
    if (!outcome.ok) {
      if (outcome.status === 401) sessionEnded();
      showToast({ tone: 'error', text: outcome.message });
      return;
    }
    // Once per cancellation: a second press while the first was in flight got the same outcome.
    if (!refunded.current.has(booking._id)) refund(outcome.value);
    refunded.current.add(booking._id);
    showToast({ tone: 'success', text: phrase('bookings.cancel.done', { number: booking.number }) });
  }

  function closeReschedule(booking: Booking, moved: Booking | undefined) {
    setRescheduling(undefined);
    // The panel that had the focus is gone: its booking's heading takes it.
    host?.shadowRoot?.getElementById(`booking-${booking._id}`)?.focus();
    if (moved) showToast({ tone: 'success', text: phrase('bookings.reschedule.done', { number: moved.number, time: visitTime(moved) }) });
  }

  async function moveBooking(booking: Booking, holdId: string) {
    const outcome = await rescheduleBooking(booking._id, holdId);
    if (!outcome.ok && outcome.status === 401) sessionEnded();
    return outcome;
  }

  async function bookTestsAgain(booking: Booking) {
    const result = await bookAgain(booking);
    if (result.kind === 'done') navigate(checkoutPath);
    else if (result.kind === 'session-ended') sessionEnded();
    else showToast({ tone: 'error', text: result.message });
  }

  if (bookings === undefined) {
    if (loadFailed) return <LoadFailed message={phrase('bookings.loadFailed')} onRetry={load} />;
    return <p className="storefront__loading" role="status">{t('common.loading')}</p>;
  }
  if (bookings.length === 0) {
    return (
      <div className="load-state">
        <CalendarCheck aria-hidden="true" className="load-state__icon" />
        <h2 className="load-state__title">{t('bookings.empty')}</h2>
        <p className="load-state__text">{t('bookings.emptyHint')}</p>
        <Link href={checkupsLink.path} className="button">{t('bookings.browse')}</Link>
      </div>
    );
  }
  return (
    <>
      <ol className="my-bookings" aria-label={t('bookings.list')}>
        {bookings.map((booking) => (
          <li key={booking._id}>
            <BookingCard
              booking={booking}
              onCancel={setCancelling}
              onReschedule={rescheduling ? undefined : (chosen) => setRescheduling(chosen._id)}
              onBookAgain={(again) => void bookTestsAgain(again)}
            >
              {rescheduling === booking._id && booking.status === 'booked' && (
                <RescheduleBooking
                  booking={booking}
                  onMove={(holdId) => moveBooking(booking, holdId)}
                  onClose={(moved) => closeReschedule(booking, moved)}
                />
              )}
            </BookingCard>
          </li>
        ))}
      </ol>
      <CancelBookingDialog
        booking={cancelling}
        busy={busy}
        onKeep={() => setCancelling(undefined)}
        onCancelBooking={(reason) => {
          if (cancelling) void confirmCancel(cancelling, reason);
        }}
      />
    </>
  );
}
