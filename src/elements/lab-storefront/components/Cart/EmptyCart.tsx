import { CloudOff, RotateCw, ShoppingBasket } from '../../../../components/icons';
import { Link } from 'wouter';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';

/**
 * Product §8: 'Your cart is empty' with 'Continue Shopping'. When the cart could not be read (spec
 * §8 shows the empty cart then too) it says it may not really be empty and offers Retry.
 */
export function EmptyCart({ onRetry }: { onRetry?: (() => void) | undefined }) {
  useStyles(stateCss);
  const t = useT();
  return (
    <div className="load-state">
      <ShoppingBasket aria-hidden="true" className="load-state__icon" />
      <h2 className="load-state__title">{t('cart.empty')}</h2>
      <p className="load-state__text">{t('cart.emptyHint')}</p>
      <Link href="/" className="button">{t('cart.continueShopping')}</Link>
      {onRetry && (
        <div className="load-state__notice" role="alert">
          <CloudOff aria-hidden="true" className="load-state__notice-icon" />
          <p>{t('cart.loadFailed')}</p>
          <button type="button" className="button button--outline button--small" onClick={onRetry}>
            <RotateCw aria-hidden="true" width={16} height={16} />
            {t('cart.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
