import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { Trash2 } from '../../../../components/icons';
import type { CartItem } from '../../../../domain/cartItem';
import { useT } from '../../../../i18n/useT';
import { formatRupees } from '../../../../lib/formatRupees';
import css from './CartItemRow.css?inline';

export interface CartItemRowProps {
  item: CartItem;
  onRemove: (item: CartItem) => void;
}

/** One line of the cart: the test, its price and Remove. */
export function CartItemRow({ item, onRemove }: CartItemRowProps) {
  useStyles(css);
  const t = useT();
  return (
    <li className="cart-item">
      <div className="cart-item__text">
        <h3 className="cart-item__name">{item.name}</h3>
        {item.category && <p className="cart-item__category">{item.category}</p>}
        {item.description && <p className="cart-item__description">{item.description}</p>}
      </div>
      <p className="cart-item__price">
        <span className="visually-hidden">{t('common.money.price')}</span>
        {formatRupees(item.price, t.locale)}
      </p>
      <button
        type="button"
        className="button button--ghost button--small cart-item__remove"
        aria-label={t('cart.removeItem', { name: item.name })}
        onClick={() => onRemove(item)}
      >
        <Trash2 aria-hidden="true" width={18} height={18} />
        {t('cart.remove')}
      </button>
    </li>
  );
}
