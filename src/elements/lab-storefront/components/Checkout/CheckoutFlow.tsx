import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { useCheckoutEvents } from '../../../../elementRuntime/events/checkoutEvents';
import { useSessionEnded } from '../../../../elementRuntime/events/sessionEvents';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import type { Booking } from '../../../../domain/booking';
import { useOnceWhen } from '../../../../hooks/useOnceWhen';
import { useT } from '../../../../i18n/useT';
import { orderItems, type OrderTest } from '../../../../lib/bookingOrder';
import { storePath } from '../../../../router/storeNavigation';
import { bookingPath } from '../../../../router/storePaths.atBuild';
import { $bookingHold, releaseBookingHold } from '../../../../stores/bookingSlots';
import { createCheckout, type CheckoutStep, type OrderSource } from '../../../../stores/checkout';
import cardsCss from '../../../../styles/cards.css?inline';
import skeletonCss from '../../../../styles/skeleton.css?inline';
import { CheckoutProgress, STEP_COUNT, STEP_TITLES } from './CheckoutProgress';
import { CheckoutLoadFailed, EmptyCheckout } from './CheckoutStates';
import { OrderSummary } from './OrderSummary';
import { ReviewStep } from './ReviewStep';
import { TimeStep } from './TimeStep';
import { WhereStep } from './WhereStep';
import { WhoStep } from './WhoStep';
import cartCss from '../Cart/CartView.css?inline';
import css from './Checkout.css?inline';

/** Where the confirmation of a booking is (booking?id=). */
const confirmationPath = (booking: Booking) => storePath(bookingPath, { id: booking._id });

/**
 * The checkout of a home collection in four steps, each announced by its heading ("Step 2 of 4")
 * which takes the focus as it shows. The element reports the address chosen
 * (`lab-add-shipping-info`), the way to pay shown (`lab-add-payment-info`) and the booking made
 * (`lab-purchase`, once per booking).
 */
export function CheckoutFlow({ userId, source }: { userId: string; source: OrderSource }) {
  // The cart's skeleton while the order loads: the checkout opens from the cart.
  useStyles(skeletonCss);
  useStyles(cartCss);
  useStyles(cardsCss);
  useStyles(css);
  const t = useT();
  const sessionEnded = useSessionEnded();
  const fireCheckoutEvent = useCheckoutEvents();
  const [, navigate] = useLocation();
  // One checkout per user and order; the element it reports a 401 from does not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const checkout = useMemo(() => createCheckout(userId, source, sessionEnded), [userId, source.kind === 'test' ? source.testId : '']);
  const tests = useStore(checkout.$tests);
  const people = useStore(checkout.$people);
  const addresses = useStore(checkout.$addresses);
  const step = useStore(checkout.$step);
  const hold = useStore($bookingHold).held;
  const addressId = useStore(checkout.$addressId);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<CheckoutStep>(step);

  const booked = useRef(false);
  useEffect(() => {
    void checkout.load();
    // Leaving without booking gives the held time back to other visitors at once.
    return () => {
      if (!booked.current) void releaseBookingHold();
    };
  }, [checkout]);

  // A held time that runs out while the visitor reviews asks for a time again.
  useEffect(() => {
    if (step === 4 && !hold) checkout.$step.set(3);
  }, [checkout, step, hold]);

  // A new step takes the focus to its heading, which says which step it is; the first one
  // leaves the focus where the screen put it.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  /** The booked products: one per test and person, as the booking's items. */
  const bookedProducts = (order: OrderTest[]) => {
    const byId = new Map(order.map((test) => [test._id, test]));
    return orderItems(order, checkout.$assignments.get()).flatMap((item) => byId.get(item.testId) ?? []);
  };

  useOnceWhen(step === 4 && Array.isArray(tests), () => {
    if (Array.isArray(tests)) fireCheckoutEvent('lab-add-payment-info', bookedProducts(tests), { payment_type: 'pay at collection' });
  });

  if (tests === undefined || people === undefined || addresses === undefined) {
    return (
      <div className="cart-skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">{t('common.loading')}</p>
        <div className="skeleton" />
      </div>
    );
  }
  if (tests === 'failed' || people === 'failed' || addresses === 'failed') return <CheckoutLoadFailed onRetry={() => void checkout.load()} />;
  if (tests.length === 0) return <EmptyCheckout />;

  const address = addresses.find((entry) => entry._id === addressId);
  const goTo = (next: CheckoutStep) => checkout.$step.set(next);
  const onBooked = (booking: Booking, firstTime: boolean) => {
    booked.current = true;
    if (firstTime) {
      fireCheckoutEvent('lab-purchase', bookedProducts(tests), { transaction_id: booking.number, shipping: booking.collectionFee });
    }
    navigate(confirmationPath(booking));
  };

  return (
    <div className="checkout screen__columns">
      <div className="checkout__main">
        <CheckoutProgress step={step} />
        <section className="checkout-step card" aria-labelledby="checkout-step-heading">
          <h2 id="checkout-step-heading" className="checkout-step__heading" ref={heading} tabIndex={-1}>
            <span className="checkout-step__count">{t('checkout.stepOf', { step, count: STEP_COUNT })}</span>
            <span className="checkout-step__title">{t(STEP_TITLES[step - 1] ?? 'checkout.step.who')}</span>
          </h2>
          {step === 1 && <WhoStep checkout={checkout} tests={tests} people={people} onDone={() => goTo(2)} />}
          {step === 2 && (
            <WhereStep
              checkout={checkout}
              addresses={addresses}
              onDone={() => {
                fireCheckoutEvent('lab-add-shipping-info', bookedProducts(tests), { shipping_tier: 'home collection' });
                goTo(3);
              }}
            />
          )}
          {step === 3 && address && <TimeStep checkout={checkout} pincode={address.pincode} onDone={() => goTo(4)} />}
          {step === 4 && address && hold && (
            <ReviewStep checkout={checkout} tests={tests} people={people} address={address} hold={hold} onChange={goTo} onBooked={onBooked} />
          )}
          {step > 1 && (
            <button type="button" className="button button--ghost checkout-step__back" onClick={() => goTo((step - 1) as CheckoutStep)}>
              {t('checkout.back')}
            </button>
          )}
        </section>
      </div>
      <OrderSummary checkout={checkout} tests={tests} />
    </div>
  );
}
