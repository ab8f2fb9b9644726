import { Link } from 'wouter';
import { CloudOff, RotateCw, ShoppingBasket } from '../../../../components/icons';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { checkupsLink } from '../../../../router/storeLinks.atBuild';

/** A checkout with nothing to book: an empty cart, or a Book Now whose test the catalogue no longer has. */
export function EmptyCheckout() {
  useStyles(stateCss);
  const t = useT();
  return (
    <div className="load-state">
      <ShoppingBasket aria-hidden="true" className="load-state__icon" />
      <h2 className="load-state__title">{t('checkout.empty.title')}</h2>
      <p className="load-state__text">{t('checkout.empty.text')}</p>
      <Link href={checkupsLink.path} className="button">{t('checkout.empty.browse')}</Link>
    </div>
  );
}

/** The checkout's reads failed: nothing is shown as if it were known, and Retry reads again. */
export function CheckoutLoadFailed({ onRetry }: { onRetry: () => void }) {
  useStyles(stateCss);
  const t = useT();
  return (
    <div className="load-state" role="alert">
      <CloudOff aria-hidden="true" className="load-state__icon" />
      <p className="load-state__text">{t('api.load.failed')}</p>
      <button type="button" className="button button--outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" width={16} height={16} />
        {t('checkout.retry')}
      </button>
    </div>
  );
}
