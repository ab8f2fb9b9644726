import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  bookingDates,
  FASTING_CUTOFF,
  isTimeOffered,
  LEAD_TIME_HOURS,
  SLOT_STARTS,
  slotEnd,
  type Booking,
  type Hold,
  type SlotDay,
} from '../../../../domain/booking';
import { CircleAlert, Info, RotateCw, UtensilsCrossed } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { clockTimeText, timeRangeText } from '../../../../lib/bookingTimes';
import { $bookingHold, holdBookingTime } from '../../../../stores/bookingSlots';
import { useNow } from '../../../../hooks/useNow';
import { DayChooser } from './DayChooser';
import { dayName } from './dayName';
import { HoldStatus } from './HoldStatus';
import { TimeChoices } from './TimeChoices';
import { useSlotDays } from './useSlotDays';
import skeletonCss from '../../../../styles/skeleton.css?inline';
import css from './BookingSlots.css?inline';

export interface BookingSlotsProps {
  /** The collection address's pin code (already served: step 2 checked it). */
  pincode: string;
  /** Whether any test of the order needs fasting: then only times before the cut-off are offered. */
  fasting: boolean;
  /** When rescheduling: the booking's present time, shown and not offered as a new choice. */
  rescheduling?: Pick<Booking, 'date' | 'start' | 'end'>;
  /** Hears the held time, and `undefined` when there is none any more (another choice, run out). */
  onHoldChange: (hold: Hold | undefined) => void;
}

/**
 * The booking step "Pick a time" (product §11): today and the next 6 days, each day's one-hour
 * times with the places left, and the chosen time held on the server until the hold's end. What
 * a day offers is decided here as on the server (the lead time today, the fasting cut-off), from
 * the stores' clock; the counts are the server's.
 */
export function BookingSlots({ pincode, fasting, rescheduling, onHoldChange }: BookingSlotsProps) {
  useStyles(skeletonCss);
  useStyles(css);
  const t = useT();
  const now = useNow();
  const dates = bookingDates(now);
  const today = dates[0] ?? '';
  const hold = useStore($bookingHold);
  const { days: served, failure, loading, reread } = useSlotDays(pincode, today, fasting);
  const [chosenDay, setChosenDay] = useState(() =>
    hold.held && dates.includes(hold.held.date) ? hold.held.date : today,
  );
  const day = dates.includes(chosenDay) ? chosenDay : today;

  const reportHold = useRef(onHoldChange);
  useEffect(() => {
    reportHold.current = onHoldChange;
  });
  useEffect(() => {
    reportHold.current(hold.held);
  }, [hold.held]);

  // A time taken meanwhile, or a hold that ran out: the counts on screen are old, read them again.
  const { problem } = hold;
  useEffect(() => {
    if (problem && problem.reason !== 'refused') reread();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `reread` is new each render; each new problem says when
  }, [problem]);

  const offered: SlotDay[] = dates.map((date) => ({
    date,
    slots: (served?.find((entry) => entry.date === date)?.slots ?? []).filter((slot) =>
      isTimeOffered(date, slot.start, now, fasting),
    ),
  }));
  const slots = offered.find((entry) => entry.date === day)?.slots ?? [];
  const checked = hold.asking ?? hold.held?.slotId;
  const bookedSlotId = rescheduling
    ? served?.find((entry) => entry.date === rescheduling.date)?.slots.find((slot) => slot.start === rescheduling.start)?.id
    : undefined;
  const lastStart = SLOT_STARTS[SLOT_STARTS.length - 1] ?? '';
  const emptyDay =
    slots.length > 0
      ? slots.every((slot) => slot.left === 0) && 'bookingSlots.dayFull'
      : day === today
        ? 'bookingSlots.noTimesToday'
        : 'bookingSlots.noTimes';

  // One alert region for what went wrong: the times could not be read, or the last choice failed.
  const problemText = failure ? t(failure) : problem ? t(problem.message) : undefined;

  return (
    <div className="booking-slots">
      {rescheduling && (
        <p className="booking-slots__current">
          {t('bookingSlots.current', {
            day: dayName(t, dates, rescheduling.date),
            time: timeRangeText(t.locale, rescheduling.date, rescheduling.start, rescheduling.end),
          })}
        </p>
      )}
      <ul role="list" className="booking-slots__notes">
        <li>
          <Info aria-hidden="true" className="booking-slots__note-icon" />
          {t('bookingSlots.hours', {
            first: clockTimeText(t.locale, today, SLOT_STARTS[0] ?? ''),
            last: clockTimeText(t.locale, today, slotEnd(lastStart)),
          })}
        </li>
        {fasting && (
          <li className="booking-slots__note--fasting">
            <UtensilsCrossed aria-hidden="true" className="booking-slots__note-icon" />
            {t('bookingSlots.fasting', { cutoff: clockTimeText(t.locale, today, FASTING_CUTOFF) })}
          </li>
        )}
      </ul>
      <DayChooser days={offered} chosen={day} onChoose={setChosenDay} />
      {day === today && <p className="booking-slots__lead">{t('bookingSlots.leadTime', { hours: LEAD_TIME_HOURS })}</p>}
      {loading && (
        <div className="booking-slots__times">
          <p className="visually-hidden" role="status">
            {t('bookingSlots.loading')}
          </p>
          {SLOT_STARTS.filter((start) => !fasting || start < FASTING_CUTOFF).map((start) => (
            <div key={start} className="booking-slots__placeholder skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {served && slots.length > 0 && (
          <TimeChoices
            date={day}
            slots={slots}
            checked={checked}
            bookedSlotId={bookedSlotId}
            label={t('bookingSlots.times', { day: dayName(t, dates, day) })}
            onChoose={(slotId) => void holdBookingTime(slotId)}
          />
      )}
      {served && emptyDay && <p className="booking-slots__empty">{t(emptyDay)}</p>}
      <HoldStatus hold={hold} />
      <div role="alert" className="booking-slots__alert">
        {problemText && (
          <p className="message message--error booking-slots__problem">
            <CircleAlert aria-hidden="true" className="booking-slots__problem-icon" />
            {problemText}
          </p>
        )}
      </div>
      {failure && !served && (
        <button type="button" className="button button--outline button--small booking-slots__retry" onClick={reread}>
          <RotateCw aria-hidden="true" width={16} height={16} />
          {t('bookingSlots.retry')}
        </button>
      )}
    </div>
  );
}
