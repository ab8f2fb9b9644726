import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Clock, MapPin, ShieldCheck } from '../../../../components/icons';
import type { Address, Booking, Hold, Person } from '../../../../domain/booking';
import type { Phrase } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { timeRangeText } from '../../../../lib/bookingTimes';
import { visitDayText } from '../../../../lib/visitTime';
import type { OrderTest } from '../../../../lib/bookingOrder';
import { formatRupees } from '../../../../lib/formatRupees';
import type { CheckoutScreen, CheckoutStep } from '../../../../stores/checkout';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import cartSummaryCss from '../Cart/CartSummary.css?inline';
import { FeeAndTotal } from './FeeAndTotal';
import { personLabel } from './WhoStep';
import { addressLine } from './WhereStep';

export interface ReviewStepProps {
  checkout: CheckoutScreen;
  tests: OrderTest[];
  people: Person[];
  address: Address;
  hold: Hold;
  onChange: (step: CheckoutStep) => void;
  /** The server booked it: the first time this page hears of the booking, `firstTime` is true. */
  onBooked: (booking: Booking, firstTime: boolean) => void;
}

/**
 * Step 4, "Review and book": each person's tests with their prices, the address, the held time,
 * the home collection fee and the total, paid at collection; Confirm booking books it, and may be
 * pressed again after a failure without booking twice.
 */
export function ReviewStep({ checkout, tests, people, address, hold, onChange, onBooked }: ReviewStepProps) {
  // The totals read as the cart's do.
  useStyles(cartSummaryCss);
  const t = useT();
  const assignments = useStore(checkout.$assignments);
  const totals = useStore(checkout.$totals);
  const [booking, setBooking] = useState(false);
  const [failure, setFailure] = useState<Phrase | undefined>();
  const rupees = (amount: number) => formatRupees(amount, t.locale);
  const tested = people
    .map((person) => ({ person, tests: tests.filter((test) => assignments[test._id]?.includes(person._id)) }))
    .filter((entry) => entry.tests.length > 0);

  async function confirm() {
    setBooking(true);
    setFailure(undefined);
    const outcome = await checkout.confirm();
    setBooking(false);
    if (!outcome) return;
    if (outcome.ok) onBooked(outcome.booking, outcome.firstTime);
    else setFailure(outcome.message);
  }

  return (
    <div className="checkout-review">
      {tested.map(({ person, tests: theirs }) => (
        <section key={person._id} className="checkout-review__person" aria-label={t('checkout.review.for', { name: person.name })}>
          <h3 className="checkout-review__name">{personLabel(t, person)}</h3>
          <ul className="checkout-review__tests" role="list">
            {theirs.map((test) => (
              <li key={test._id}>
                <span>{test.name}</span>
                <span className="checkout-review__price">{rupees(test.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <dl className="checkout-review__facts">
        <div>
          <dt><MapPin aria-hidden="true" />{t('checkout.review.address')}</dt>
          <dd>{addressLine(address)}</dd>
          <dd>
            <button type="button" className="button button--ghost button--small" aria-label={`${t('checkout.review.change')}: ${t('checkout.review.address')}`} onClick={() => onChange(2)}>
              {t('checkout.review.change')}
            </button>
          </dd>
        </div>
        <div>
          <dt><Clock aria-hidden="true" />{t('checkout.review.time')}</dt>
          <dd>
            {t('checkout.review.timeValue', {
              day: visitDayText(t.locale, hold.date),
              time: timeRangeText(t.locale, hold.date, hold.start, hold.end),
            })}
          </dd>
          <dd>
            <button type="button" className="button button--ghost button--small" aria-label={`${t('checkout.review.change')}: ${t('checkout.review.time')}`} onClick={() => onChange(3)}>
              {t('checkout.review.change')}
            </button>
          </dd>
        </div>
      </dl>
      <dl className="cart-summary__lines">
        <div>
          <dt>{t('checkout.review.tests')}</dt>
          <dd>{rupees(totals.testsTotal)}</dd>
        </div>
        <FeeAndTotal checkout={checkout} />
        <div className="checkout-review__payment">
          <dt>{t('checkout.review.payment')}</dt>
          <dd>{t('checkout.review.payAtCollection')}</dd>
        </div>
      </dl>
      <div role="alert">{failure && <p className="message message--error">{t(failure)}</p>}</div>
      <div className="checkout-step__actions">
        <button type="button" className="button button--accent checkout-review__confirm" disabled={booking} onClick={() => void confirm()}>
          <ShieldCheck aria-hidden="true" width={18} height={18} />
          {booking ? t('checkout.review.booking') : t('checkout.review.confirm')}
        </button>
      </div>
    </div>
  );
}
