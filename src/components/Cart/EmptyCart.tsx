import { ShoppingBasket } from '../icons';
import { Link } from 'wouter';
import { useStyles } from '../../elements/adoptStyles';
import { useT } from '../../i18n/useT';
import stateCss from '../LoadStates/LoadStates.css?inline';

/** Spec §8: 'Your cart is empty' with 'Continue Shopping'. */
export function EmptyCart() {
  useStyles(stateCss);
  const t = useT();
  return (
    <div className="load-state">
      <ShoppingBasket aria-hidden="true" className="load-state__icon" />
      <h2 className="load-state__title">{t('cart.empty')}</h2>
      <p className="load-state__text">{t('cart.emptyHint')}</p>
      <Link href="/" className="button">{t('cart.continueShopping')}</Link>
    </div>
  );
}
