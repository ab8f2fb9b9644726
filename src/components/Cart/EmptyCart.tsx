import { ShoppingBasket } from '../icons';
import { Link } from 'wouter';
import { useStyles } from '../../elements/adoptStyles';
import { useT } from '../../i18n/useT';
import stateCss from '../Listing/ListingState.css?inline';

/** Spec §8: 'Your cart is empty' with 'Continue Shopping'. */
export function EmptyCart() {
  useStyles(stateCss);
  const t = useT();
  return (
    <div className="listing-state">
      <ShoppingBasket aria-hidden="true" className="listing-state__icon" />
      <h2 className="listing-state__title">{t('cart.empty')}</h2>
      <p className="listing-state__text">{t('cart.emptyHint')}</p>
      <Link href="/" className="button">{t('cart.continueShopping')}</Link>
    </div>
  );
}
