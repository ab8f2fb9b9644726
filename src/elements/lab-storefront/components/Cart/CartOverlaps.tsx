import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { BadgePercent, Trash2 } from '../../../../components/icons';
import type { CartOverlap } from '../../../../lib/cartOverlaps';
import { useT } from '../../../../i18n/useT';
import { formatRupees } from '../../../../lib/formatRupees';
import type { DetailedCartItem } from '../../../../stores/cart';
import { nameList } from './nameList';
import css from './CartOverlaps.css?inline';

/** How many of the shared tests a notice names before it says "and N more". */
const SHARED_TESTS_NAMED = 3;

export interface CartOverlapsProps {
  overlaps: CartOverlap<DetailedCartItem>[];
  /** Opens the removal confirmation (product §4), as the item's own Remove does. */
  onRemove: (item: DetailedCartItem) => void;
}

function RemoveButton({ item, onRemove }: { item: DetailedCartItem; onRemove: CartOverlapsProps['onRemove'] }) {
  const t = useT();
  return (
    <button type="button" className="button button--outline button--small cart-overlap__remove" onClick={() => onRemove(item)}>
      <Trash2 aria-hidden="true" width={16} height={16} />
      {t('cart.removeItem', { name: item.name })}
    </button>
  );
}

/** Tests the visitor would pay for twice, in plain words, each with the Remove that ends it. */
export function CartOverlaps({ overlaps, onRemove }: CartOverlapsProps) {
  useStyles(css);
  const t = useT();
  if (overlaps.length === 0) return null;
  return (
    <section className="cart-overlaps" aria-labelledby="cart-overlaps-title">
      <h2 id="cart-overlaps-title" className="cart-overlaps__title">
        <BadgePercent aria-hidden="true" />
        {t('cart.overlap.title')}
      </h2>
      <ul className="cart-overlaps__list" role="list">
        {overlaps.map((overlap) =>
          overlap.kind === 'included' ? (
            <li key={`included-${overlap.item._id}`} className="cart-overlap">
              <p>
                {t('cart.overlap.included', {
                  name: overlap.item.name,
                  container: overlap.container.name,
                  amount: formatRupees(overlap.item.price, t.locale),
                })}
              </p>
              <div className="cart-overlap__actions">
                <RemoveButton item={overlap.item} onRemove={onRemove} />
              </div>
            </li>
          ) : (
            <li key={`shared-${overlap.first._id}-${overlap.second._id}`} className="cart-overlap">
              <p>
                {t('cart.overlap.shared', { first: overlap.first.name, second: overlap.second.name, tests: nameList(t, overlap.tests, SHARED_TESTS_NAMED) })}{' '}
                {t('cart.overlap.sharedChoice')}
              </p>
              <div className="cart-overlap__actions">
                <RemoveButton item={overlap.first} onRemove={onRemove} />
                <RemoveButton item={overlap.second} onRemove={onRemove} />
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
