/** The cart: the `cart` storage list every badge counts, adding to it, and the cart screen. */
export {
  $cart,
  $cartCount,
  addCartEntry,
  decodeCartEntries,
  removeCartEntry,
  type CartEntry,
} from './cartList';
export { $addsUnderWay, addTestToCart, type AddToCartResult } from './cartActions';
export { syncCartWithServer } from './cartSync';
export { cartItemsIncluding, readCartItemDetails, type CartItems, type DetailedCartItem } from './cartContents';
export { createCartScreen, type CartScreen, type CartTotals } from './cartScreen';
