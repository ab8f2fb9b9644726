import { useStore } from '@nanostores/react';
import { ShieldCheck } from '../../../../components/icons';
import { useT } from '../../../../i18n/useT';
import type { OrderTest } from '../../../../lib/bookingOrder';
import { formatRupees } from '../../../../lib/formatRupees';
import type { CheckoutScreen } from '../../../../stores/checkout';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import cartViewCss from '../Cart/CartView.css?inline';
import cartSummaryCss from '../Cart/CartSummary.css?inline';
import { FeeAndTotal } from './FeeAndTotal';

/**
 * Beside every step: the tests (a test for two people shows "× 2"), the home collection fee and
 * the total as they stand, so the price never changes at the end.
 */
export function OrderSummary({ checkout, tests }: { checkout: CheckoutScreen; tests: OrderTest[] }) {
  // The cart's own card and lines: the order reads the same on both screens.
  useStyles(cartViewCss);
  useStyles(cartSummaryCss);
  const t = useT();
  const assignments = useStore(checkout.$assignments);
  const rupees = (amount: number) => formatRupees(amount, t.locale);
  return (
    <aside className="cart-summary cart-panel screen__aside" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-panel__title">{t('cart.summary')}</h2>
      <ul className="checkout-summary__tests" role="list">
        {tests.map((test) => {
          const count = assignments[test._id]?.length ?? 0;
          return (
            <li key={test._id}>
              <span>{test.name}{count > 1 && <span className="checkout-summary__count"> × {count}</span>}</span>
              <span>{rupees(test.price * Math.max(count, 1))}</span>
            </li>
          );
        })}
      </ul>
      <dl className="cart-summary__lines">
        <FeeAndTotal checkout={checkout} />
      </dl>
      <p className="cart-summary__note">
        <ShieldCheck aria-hidden="true" />
        {t('checkout.review.payAtCollection')}
      </p>
    </aside>
  );
}
