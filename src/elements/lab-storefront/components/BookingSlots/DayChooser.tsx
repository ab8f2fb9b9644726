import type { SlotDay } from '../../../../domain/booking';
import { useRadioGroupKeys } from '../../../../hooks/useRadioGroupKeys';
import { useT } from '../../../../i18n/useT';
import { dateText } from '../../../../lib/bookingTimes';
import { dayName } from './dayName';

export interface DayChooserProps {
  /** The 7 dates, today first, each with the times offered on it. */
  days: readonly SlotDay[];
  chosen: string;
  onChoose: (date: string) => void;
}

/** Today and the next 6 days as one radio group: choosing a day only shows its times, so the arrows choose too. */
export function DayChooser({ days, chosen, onChoose }: DayChooserProps) {
  const t = useT();
  const dates = days.map((day) => day.date);
  const { tabStop, onKeyDown } = useRadioGroupKeys(dates, chosen, onChoose);
  return (
    <div className="booking-slots__days" role="radiogroup" aria-label={t('bookingSlots.days')} onKeyDown={onKeyDown}>
      {days.map(({ date, slots }) => {
        const full = slots.length > 0 && slots.every((slot) => slot.left === 0);
        return (
          <button
            key={date}
            type="button"
            role="radio"
            data-id={date}
            aria-checked={date === chosen}
            tabIndex={date === tabStop ? 0 : -1}
            className="booking-slots__day"
            onClick={() => onChoose(date)}
          >
            <span className="booking-slots__day-name">{dayName(t, dates, date)}</span>{' '}
            <span className="booking-slots__day-date">{dateText(t.locale, date)}</span>
            {full && ' '}
            {full && <span className="booking-slots__day-full">{t('bookingSlots.full')}</span>}
          </button>
        );
      })}
    </div>
  );
}
