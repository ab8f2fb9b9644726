import { useLocation } from 'wouter';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { ShieldCheck } from '../../../../components/icons';
import { collectionFee, FREE_COLLECTION_FROM } from '../../../../domain/booking';
import { phrase } from '../../../../i18n';
import { useBookingOn } from '../../../../components/BookingSwitch/BookingSwitch';
import { useT } from '../../../../i18n/useT';
import { SERVICE_AREA_COUNT } from '../../../../lib/serviceAreas';
import { formatRupees } from '../../../../lib/formatRupees';
import { STORE_SCREENS } from '../../../../router/storeScreens';
import type { CartTotals } from '../../../../stores/cart';
import { showToast } from '../../../../stores/toasts';
import css from './CartSummary.css?inline';

export interface CartSummaryProps extends CartTotals {
  /** Checkout was pressed: the screen reports it, then the checkout opens (or product §8's message shows). */
  onCheckout: () => void;
}

/**
 * The order summary: the totals of product §9 as the cart screen's store works them out. With
 * booking on, the home collection fee is a line of its own from the start, in the total.
 */
export function CartSummary({ subtotal, tax, total, onCheckout }: CartSummaryProps) {
  useStyles(css);
  const t = useT();
  const bookingOn = useBookingOn();
  const [, navigate] = useLocation();
  const fee = bookingOn ? collectionFee(subtotal) : 0;
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
        {bookingOn && (
          <div>
            <dt>{t('cart.fee.label')}</dt>
            <dd>{fee === 0 ? t('cart.fee.free') : formatRupees(fee, t.locale)}</dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd>{formatRupees(total + fee, t.locale)}</dd>
        </div>
      </dl>
      {fee > 0 && <p className="cart-summary__fee-rule">{t('cart.fee.rule', { amount: formatRupees(FREE_COLLECTION_FROM, t.locale) })}</p>}
      <button
        type="button"
        className="button button--block"
        onClick={() => {
          onCheckout();
          if (bookingOn) navigate(STORE_SCREENS.checkout.path);
          else showToast({ tone: 'info', text: phrase('cart.checkoutMessage') });
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
