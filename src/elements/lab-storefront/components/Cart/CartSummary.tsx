import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { ShieldCheck } from '../../../../components/icons';
import { phrase } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { SERVICE_AREA_COUNT } from '../../../../lib/serviceAreas';
import { formatRupees } from '../../../../lib/formatRupees';
import type { CartTotals } from '../../../../stores/cart';
import { showToast } from '../../../../stores/toasts';
import css from './CartSummary.css?inline';

export interface CartSummaryProps extends CartTotals {
  /** Checkout was pressed: it stays the spec's placeholder message, and the screen reports it. */
  onCheckout: () => void;
}

/** The order summary: the totals of product §9 as the cart screen's store works them out. */
export function CartSummary({ subtotal, tax, total, onCheckout }: CartSummaryProps) {
  useStyles(css);
  const t = useT();
  return (
    <section className="cart-summary cart-panel screen__aside" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-panel__title">{t('cart.summary')}</h2>
      <dl className="cart-summary__lines">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatRupees(subtotal, t.locale)}</dd>
        </div>
        <div>
          <dt>{t('cart.tax')}</dt>
          <dd>{formatRupees(tax, t.locale)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd>{formatRupees(total, t.locale)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--block"
        onClick={() => {
          onCheckout();
          showToast({ tone: 'info', text: phrase('cart.checkoutMessage') });
        }}
      >
        {t('cart.checkout')}
      </button>
      <p className="cart-summary__note">
        <ShieldCheck aria-hidden="true" />
        {t('cart.homeCollection', { count: SERVICE_AREA_COUNT })}
      </p>
    </section>
  );
}
