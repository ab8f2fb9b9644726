import { useStore } from '@nanostores/react';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useCartChangeEvent } from './cartEvents';
import { useT } from '../../i18n/useT';
import { cartPath } from '../../router/storePaths.atBuild';
import { storeHref, storePath } from '../../router/storeNavigation';
import { $cartCount } from '../../stores/cart';
import { usePartner } from '../../hooks/usePartner';
import { $userId } from '../../stores/session';
import { ShoppingCart } from '../../components/icons';
import css from './CartBadge.css?inline';

export interface CartBadgeProps {
  /** The page that hosts `lab-storefront`; without it the link changes this page's hash. */
  storeUrl?: string;
}

/**
 * The cart link with the count badge, shown only when the count is above 0 (product §2). Its name
 * is what it shows plus the unit for screen readers ("Cart 2 items"), so speech users can say
 * what they see (WCAG 2.5.3).
 */
export function CartBadge({ storeUrl }: CartBadgeProps) {
  useStyles(css);
  useCartChangeEvent();
  const t = useT();
  const count = useStore($cartCount);
  const userId = useStore($userId);
  const partner = usePartner();
  return (
    <a
      part="base"
      className="cart-badge"
      href={storeHref(storePath(cartPath, { userId: userId || undefined }), storeUrl, partner)}
    >
      <ShoppingCart className="cart-badge__icon" />
      <span className="cart-badge__text">{t('cartBadge.label')}</span>
      {count > 0 && (
        <span part="count" className="cart-badge__count">
          {count}
          <span className="visually-hidden">
            {t.plural('cartBadge.items', count)}
          </span>
        </span>
      )}
    </a>
  );
}
