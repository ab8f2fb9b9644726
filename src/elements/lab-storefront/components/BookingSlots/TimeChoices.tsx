import type { Slot } from '../../../../domain/booking';
import { useRadioGroupKeys } from '../../../../hooks/useRadioGroupKeys';
import { useT } from '../../../../i18n/useT';
import { timeRangeText } from '../../../../lib/bookingTimes';

export interface TimeChoicesProps {
  date: string;
  /** The day's times that are offered (lead time and fasting cut-off already applied). */
  slots: readonly Slot[];
  /** The time held, or being held. */
  checked: string | undefined;
  /** When rescheduling: the booking's own time, which is not a new choice. */
  bookedSlotId: string | undefined;
  label: string;
  onChoose: (slotId: string) => void;
}

/**
 * One day's times as a radio group, each with the server's count of places left or "Full": the
 * real numbers and nothing more (no "hurry", no "popular"), so nothing presses the visitor.
 */
export function TimeChoices({ date, slots, checked, bookedSlotId, label, onChoose }: TimeChoicesProps) {
  const t = useT();
  const { tabStop, onKeyDown } = useRadioGroupKeys(
    slots.map((slot) => slot.id),
    checked,
  );
  return (
    <div className="booking-slots__times" role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {slots.map((slot) => {
        const booked = slot.id === bookedSlotId;
        // The visitor's own hold takes a place too: their held time may read Full and stays theirs.
        const unavailable = booked || (slot.left === 0 && slot.id !== checked);
        const note = booked ? t('bookingSlots.bookedNow') : slot.left === 0 ? t('bookingSlots.full') : t.plural('bookingSlots.left', slot.left);
        return (
          <button
            key={slot.id}
            type="button"
            role="radio"
            data-id={slot.id}
            aria-checked={slot.id === checked}
            aria-disabled={unavailable || undefined}
            tabIndex={slot.id === tabStop ? 0 : -1}
            className={`booking-slots__time${unavailable ? ' booking-slots__time--unavailable' : ''}`}
            onClick={() => {
              if (!unavailable) onChoose(slot.id);
            }}
          >
            <span className="booking-slots__time-range">{timeRangeText(t.locale, date, slot.start, slot.end)}</span>{' '}
            <span className="booking-slots__time-left">{note}</span>
          </button>
        );
      })}
    </div>
  );
}
