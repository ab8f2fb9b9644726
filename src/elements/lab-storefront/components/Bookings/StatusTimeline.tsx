import { CircleCheck, CircleX } from '../../../../components/icons';
import { STATUS_ORDER, type Booking, type BookingStatus } from '../../../../domain/booking';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useLocale } from '../../../../i18n/localeContext';
import { useT } from '../../../../i18n/useT';
import { momentText } from '../../../../lib/visitTime';
import css from './StatusTimeline.css?inline';

type StepState = 'done' | 'current' | 'pending';

/**
 * The steps a booking shows: the whole line Booked → Collector assigned → Sample collected →
 * Report ready, or, once cancelled, the steps it had reached and then Cancelled.
 */
export function timelineSteps(booking: Booking): { status: BookingStatus; state: StepState; at?: string }[] {
  const reachedAt = new Map(booking.history.map((change) => [change.status, change.at]));
  const line: BookingStatus[] =
    booking.status === 'cancelled'
      ? [...STATUS_ORDER.filter((status) => status === 'booked' || reachedAt.has(status)), 'cancelled']
      : [...STATUS_ORDER];
  const current = line.indexOf(booking.status);
  return line.map((status, index) => ({
    status,
    state: index < current ? 'done' : index === current ? 'current' : 'pending',
    at: index <= current ? reachedAt.get(status) : undefined,
  }));
}

/**
 * A booking's status as an ordered list: each step says in words whether it is done, the current
 * one (`aria-current="step"`) or not yet, with when it was reached; the marks only repeat that.
 */
export function StatusTimeline({ booking }: { booking: Booking }) {
  useStyles(css);
  const t = useT();
  const locale = useLocale();
  const stateText: Record<StepState, string> = {
    done: t('bookings.step.done'),
    current: t('bookings.step.current'),
    pending: t('bookings.step.pending'),
  };
  return (
    <ol className={`timeline timeline--${booking.status}`} aria-label={t('bookings.timeline')}>
      {timelineSteps(booking).map(({ status, state, at }) => (
        <li
          key={status}
          className={`timeline__step timeline__step--${state}`}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          <span className="timeline__mark" aria-hidden="true">
            {status === 'cancelled' ? <CircleX /> : state !== 'pending' && <CircleCheck />}
          </span>
          <span className="timeline__label">{t(`bookings.status.${status}`)}</span>
          <span className="visually-hidden">{stateText[state]}</span>
          {at && (
            <time className="timeline__time" dateTime={at}>
              {momentText(locale, at)}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
