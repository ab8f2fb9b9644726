import { useStore } from '@nanostores/react';
import { ShoppingCart } from '../icons';
import { useStyles } from '../../elements/adoptStyles';
import { useT } from '../../i18n/useT';
import { storeHref, storePath } from '../../router/storeNavigation';
import { $cartCount } from '../../stores/cart';
import { $userId } from '../../stores/session';
import css from './CartBadge.css?inline';

export interface CartBadgeProps {
  /** The page that hosts `lab-storefront`; without it the link changes this page's hash. */
  storeUrl?: string;
}

/** The cart link with the count badge, shown only when the count is above 0 (spec §2). */
export function CartBadge({ storeUrl }: CartBadgeProps) {
  useStyles(css);
  const t = useT();
  const count = useStore($cartCount);
  const userId = useStore($userId);
  const label =
    count === 0
      ? t('cartBadge.label')
      : count === 1
        ? t('cartBadge.labelWithOne')
        : t('cartBadge.labelWithCount', { count });
  return (
    <a
      part="base"
      className="cart-badge"
      href={storeHref(storePath('/cart', { userId: userId || undefined }), storeUrl)}
      aria-label={label}
    >
      <ShoppingCart aria-hidden="true" className="cart-badge__icon" />
      <span className="cart-badge__text" aria-hidden="true">
        {t('cartBadge.label')}
      </span>
      {count > 0 && (
        <span part="count" className="cart-badge__count" aria-hidden="true">
          {count}
        </span>
      )}
    </a>
  );
}
