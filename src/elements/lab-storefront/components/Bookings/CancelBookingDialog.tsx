import { useId, useState } from 'react';
import { CANCEL_REASON_MAX_LENGTH, type Booking } from '../../../../domain/booking';
import { useT } from '../../../../i18n/useT';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { useVisitTime } from './useVisitTime';

export interface CancelBookingDialogProps {
  /** The booking to cancel; `undefined` keeps the dialog closed. */
  booking: Booking | undefined;
  busy: boolean;
  onKeep: () => void;
  onCancelBooking: (reason: string) => void;
}

/**
 * Cancel asks first, on the store's confirmation dialog, with room for an optional reason: Keep
 * booking takes the first focus, so a stray Enter never cancels a visit.
 */
export function CancelBookingDialog({ booking, busy, onKeep, onCancelBooking }: CancelBookingDialogProps) {
  const t = useT();
  const visitTime = useVisitTime();
  const reasonId = useId();
  // Each booking's dialog starts empty: a reason written for another booking is not this one's.
  const [draft, setDraft] = useState({ bookingId: '', reason: '' });
  const reason = booking && draft.bookingId === booking._id ? draft.reason : '';
  return (
    <ConfirmDialog
      open={booking !== undefined}
      title={t('bookings.cancel.title')}
      question={booking ? t('bookings.cancel.question', { number: booking.number, time: visitTime(booking) }) : ''}
      cancelLabel={t('bookings.cancel.keep')}
      confirmLabel={t('bookings.cancel.confirm')}
      busy={busy}
      onCancel={onKeep}
      onConfirm={() => onCancelBooking(reason)}
    >
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>{t('bookings.cancel.reason')}</label>
        <textarea
          id={reasonId}
          className="field__input cancel-reason"
          rows={3}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setDraft({ bookingId: booking?._id ?? '', reason: event.target.value })}
        />
      </div>
    </ConfirmDialog>
  );
}
