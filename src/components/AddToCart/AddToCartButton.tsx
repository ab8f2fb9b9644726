import type { Ref } from 'react';
import { ShoppingCart } from '../icons';
import { phrase } from '../../i18n';
import { useT } from '../../i18n/useT';
import type { CommerceProduct } from '../../analytics/commerceItem';
import { useCommerceEvents } from '../../elementRuntime/events/commerceEvents';
import { useSessionEnded } from '../../elementRuntime/events/sessionEvents';
import { $addsUnderWay, addTestToCart } from '../../stores/cart';
import { openLoginPanel } from '../../stores/login';
import { showToast } from '../../stores/toasts';
import { useStoreSelection } from '../../hooks/useStoreSelection';

export interface AddToCartButtonProps {
  test: CommerceProduct;
  /** The listing the card is in, for the `lab-add-to-cart` item (GA4 credits the list with the add). */
  listName?: string;
  size?: 'regular' | 'large';
  /**
   * False for a copy of the product's own button that only pointer and touch users need (the
   * phone's buy bar): out of the tab order, and never taking the focus on a tap.
   */
  focusable?: boolean;
  /** The button itself, e.g. to watch whether it is in sight (the product page's buy bar). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Add to cart (product §5, §8) from a card or the product page. Every outcome is a toast in the
 * screen's live region; 'Please login to add items to cart' comes with a Login action. A confirmed
 * add fires `lab-add-to-cart` from the element.
 */
export function AddToCartButton({ test, listName, size = 'regular', focusable = true, ref }: AddToCartButtonProps) {
  const t = useT();
  // Its own test only: an add re-renders this button, not every card's.
  const busy = useStoreSelection($addsUnderWay, (underWay) => underWay.includes(test._id));
  const sessionEnded = useSessionEnded();
  const commerceEvents = useCommerceEvents();

  async function add() {
    const result = await addTestToCart(test);
    if (result.kind === 'under-way') return;
    if (result.kind === 'login-required') {
      showToast({
        tone: 'info',
        text: result.message,
        action: { label: phrase('catalogue.addToCart.login'), run: openLoginPanel },
      });
      return;
    }
    if (result.kind === 'session-ended') {
      sessionEnded();
      return;
    }
    // Only once the server has confirmed the add (interface §2).
    if (result.kind === 'done') commerceEvents.items('lab-add-to-cart', [test], listName);
    showToast({ tone: result.kind === 'done' ? 'success' : 'error', text: result.message });
  }

  return (
    <button
      ref={ref}
      type="button"
      className={`button${size === 'large' ? '' : ' button--small'}`}
      // Named after the test (a grid has many of these), and saying so while it works.
      aria-label={t(busy ? 'catalogue.addToCart.addingFor' : 'catalogue.addToCart.buttonFor', { name: test.name })}
      aria-disabled={busy}
      tabIndex={focusable ? undefined : -1}
      onMouseDown={focusable ? undefined : (event) => event.preventDefault()}
      onClick={() => {
        if (!busy) void add();
      }}
    >
      <ShoppingCart aria-hidden="true" width={18} height={18} />
      {busy ? t('catalogue.addToCart.adding') : t('catalogue.addToCart.button')}
    </button>
  );
}
