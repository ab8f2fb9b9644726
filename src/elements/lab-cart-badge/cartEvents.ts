import { $cartCount } from '../../stores/cart';
import { useLabEventOnChange } from '../../elementRuntime/events/storeChangeEvents';

/**
 * Every element that shows the cart count (a badge, the header, the store) fires
 * `lab-cart-change` when it changes, whatever changed it: an add, a removal, a sync with the
 * server, another tab. A page with two badges hears two events, one from each.
 */
export function useCartChangeEvent(): void {
  useLabEventOnChange('lab-cart-change', (listener: (count: number) => void) => $cartCount.listen(listener), (count) => ({
    count,
  }));
}
