import { CircleCheck } from '../../../../components/icons';
import { useT } from '../../../../i18n/useT';
import { instantTimeText, timeRangeText } from '../../../../lib/bookingTimes';
import type { BookingHold } from '../../../../stores/bookingSlots';

/**
 * The hold's progress and the held time, said politely (a status region that stays in the page,
 * so that what fills it is announced).
 */
export function HoldStatus({ hold }: { hold: BookingHold }) {
  const t = useT();
  const { held, asking } = hold;
  return (
    <div role="status" className="booking-slots__status">
        {asking && <p className="booking-slots__holding">{t('bookingSlots.holding')}</p>}
        {held && !asking && (
          <div className="booking-slots__held">
            <CircleCheck aria-hidden="true" className="booking-slots__held-icon" />
            <p>
              <strong>
                {t('bookingSlots.held', {
                  time: timeRangeText(t.locale, held.date, held.start, held.end),
                  until: instantTimeText(t.locale, new Date(held.expiresAt)),
                })}
              </strong>{' '}
              <span className="booking-slots__held-hint">{t('bookingSlots.heldHint')}</span>
            </p>
          </div>
        )}
      </div>
  );
}
