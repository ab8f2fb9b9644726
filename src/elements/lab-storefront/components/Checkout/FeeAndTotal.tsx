import { useStore } from '@nanostores/react';
import { useT } from '../../../../i18n/useT';
import { formatRupees } from '../../../../lib/formatRupees';
import type { CheckoutScreen } from '../../../../stores/checkout';

/**
 * The home collection fee (or "Free") and the total, as two lines of the cart's summary list
 * (`cart-summary__lines`): the same figures beside every step and in the review.
 */
export function FeeAndTotal({ checkout }: { checkout: CheckoutScreen }) {
  const t = useT();
  const totals = useStore(checkout.$totals);
  const rupees = (amount: number) => formatRupees(amount, t.locale);
  return (
    <>
      <div>
        <dt>{t('checkout.review.fee')}</dt>
        <dd>{totals.fee === 0 ? t('checkout.review.free') : rupees(totals.fee)}</dd>
      </div>
      <div className="cart-summary__total">
        <dt>{t('checkout.review.total')}</dt>
        <dd>{rupees(totals.total)}</dd>
      </div>
    </>
  );
}
