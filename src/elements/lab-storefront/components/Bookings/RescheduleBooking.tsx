import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BOOKING_MESSAGES, type Booking, type Hold } from '../../../../domain/booking';
import { useT } from '../../../../i18n/useT';
import { bookingPreparation } from '../../../../stores/bookings';
import { forgetBookingHold, holdRanOut, releaseBookingHold } from '../../../../stores/bookingSlots';
import { BookingSlots } from '../BookingSlots/BookingSlots';
import type { ApiOutcome } from '../../../../api/callApi';
import { phrase, type Phrase } from '../../../../i18n';

export interface RescheduleBookingProps {
  booking: Booking;
  /** Sends the move to the server; the card then shows the server's answer. */
  onMove: (holdId: string) => Promise<ApiOutcome<Booking>>;
  /** The panel is done: `moved` is the booking at its new time, or `undefined` when kept as it was. */
  onClose: (moved: Booking | undefined) => void;
}

/**
 * Reschedule: step 3's time picker again, under the booking it moves, with the present time shown
 * and not offered. The new time is held as in the checkout; leaving without moving gives it back.
 */
export function RescheduleBooking({ booking, onMove, onClose }: RescheduleBookingProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const $preparation = useMemo(() => bookingPreparation(booking), [booking]);
  const preparation = useStore($preparation);
  const [hold, setHold] = useState<Hold | undefined>();
  const [moving, setMoving] = useState(false);
  const [problem, setProblem] = useState<Phrase | undefined>();

  useEffect(() => heading.current?.focus(), []);
  // A hold left behind (the panel closed, the visitor went elsewhere) goes back to other visitors.
  const moved = useRef(false);
  useEffect(
    () => () => {
      if (!moved.current) void releaseBookingHold();
    },
    [],
  );

  async function move() {
    if (!hold) {
      setProblem(phrase('bookings.reschedule.pickFirst'));
      return;
    }
    setMoving(true);
    setProblem(undefined);
    const outcome = await onMove(hold.holdId);
    setMoving(false);
    if (outcome.ok) {
      moved.current = true;
      forgetBookingHold();
      onClose(outcome.value);
      return;
    }
    // The server took the hold's end as final: the picker asks for a time again by itself.
    if (outcome.status === 409 && 'serverText' in outcome.message && outcome.message.serverText === BOOKING_MESSAGES.holdExpired) {
      holdRanOut();
      return;
    }
    setProblem(outcome.message);
  }

  return (
    <section className="reschedule" aria-labelledby={`reschedule-${booking._id}`}>
      <h3 className="reschedule__title" id={`reschedule-${booking._id}`} ref={heading} tabIndex={-1}>
        {t('bookings.reschedule.title', { number: booking.number })}
      </h3>
      {preparation ? (
        <BookingSlots
          pincode={booking.address.pincode}
          fasting={preparation.fastingFor.length > 0}
          rescheduling={booking}
          onHoldChange={setHold}
        />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      <div role="alert">{problem && <p className="message message--error">{t(problem)}</p>}</div>
      <div className="reschedule__actions">
        <button type="button" className="button button--outline button--small" onClick={() => onClose(undefined)}>
          {t('bookings.reschedule.close')}
        </button>
        <button type="button" className="button button--small" aria-disabled={moving || !hold} onClick={() => void (moving ? undefined : move())}>
          {t('bookings.reschedule.save')}
        </button>
      </div>
    </section>
  );
}
