import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CartItem } from '../../../../domain/cartItem';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useCommerceEvents } from '../../../../elementRuntime/events/commerceEvents';
import { useHostElement } from '../../../../elementRuntime/hostElement';
import { useOnceWhen } from '../../../../hooks/useOnceWhen';
import { useSessionEnded } from '../../../../elementRuntime/events/sessionEvents';
import { phrase } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { createCartScreen } from '../../../../stores/cart';
import { showToast } from '../../../../stores/toasts';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import skeletonCss from '../../../../styles/skeleton.css?inline';
import css from './CartView.css?inline';
import { CartItemRow } from './CartItemRow';
import { CartOverlaps } from './CartOverlaps';
import { CartPreparation } from './CartPreparation';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';

/**
 * Product §2 cart: the server's items, Remove behind a confirmation, and the totals; with the tests
 * the visitor would pay for twice and one preparation list for every item. The element fires
 * `lab-view-cart` once its items show (once per visit of the screen), `lab-remove-from-cart` after
 * the server confirms a removal, and `lab-begin-checkout` on Checkout.
 */
export function CartView({ userId }: { userId: string }) {
  useStyles(skeletonCss);
  useStyles(css);
  const t = useT();
  const host = useHostElement();
  const sessionEnded = useSessionEnded();
  const commerceEvents = useCommerceEvents();
  // The screen is made once per user; the element it reports a 401 from does not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const screen = useMemo(() => createCartScreen(userId, sessionEnded), [userId]);
  const items = useStore(screen.$items);
  const loadFailed = useStore(screen.$loadFailed);
  const totals = useStore(screen.$totals);
  const overlaps = useStore(screen.$overlaps);
  const preparation = useStore(screen.$preparation);
  const [pending, setPending] = useState<CartItem | undefined>();
  const [removing, setRemoving] = useState(false);
  const focusHeadingAfterClose = useRef(false);

  // The Remove button that opened the dialog is gone: once the dialog has closed (the child's
  // effect runs first), the screen's heading takes the focus instead of the page's body.
  useEffect(() => {
    if (pending || !focusHeadingAfterClose.current) return;
    focusHeadingAfterClose.current = false;
    host?.shadowRoot?.querySelector<HTMLElement>('main h1')?.focus();
  }, [pending, host]);

  useEffect(() => {
    void screen.load();
  }, [screen]);

  useOnceWhen(items !== undefined && items.length > 0, () => {
    if (items) commerceEvents.items('lab-view-cart', items);
  });

  async function confirmRemoval(item: CartItem) {
    setRemoving(true);
    const failure = await screen.remove(item._id);
    setRemoving(false);
    focusHeadingAfterClose.current = !failure;
    setPending(undefined);
    if (failure) {
      showToast({ tone: 'error', text: failure });
      return;
    }
    commerceEvents.items('lab-remove-from-cart', [item]);
    showToast({ tone: 'success', text: phrase('cart.removed', { name: item.name }) });
  }

  if (items === undefined) {
    return (
      <div className="cart-skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">{t('common.loading')}</p>
        <div className="skeleton" />
        <div className="skeleton" />
      </div>
    );
  }
  if (items.length === 0) return <EmptyCart onRetry={loadFailed ? () => void screen.load() : undefined} />;
  return (
    <div className="cart screen__columns">
      <div className="cart__main">
        <CartOverlaps overlaps={overlaps} onRemove={setPending} />
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className="visually-hidden">{t('cart.items')}</h2>
          <ul className="cart__items" role="list">
            {items.map((item) => <CartItemRow key={item._id} item={item} onRemove={setPending} />)}
          </ul>
        </section>
        {preparation && <CartPreparation preparation={preparation} />}
      </div>
      <CartSummary {...totals} onCheckout={() => commerceEvents.items('lab-begin-checkout', items)} />
      <ConfirmDialog
        open={pending !== undefined}
        title={t('cart.confirm.title')}
        question={t('cart.confirm.question')}
        cancelLabel={t('cart.confirm.cancel')}
        confirmLabel={t('cart.confirm.remove')}
        busy={removing}
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          if (pending) void confirmRemoval(pending);
        }}
      />
    </div>
  );
}
