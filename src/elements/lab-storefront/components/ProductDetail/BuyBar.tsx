import type { LabTest } from '../../../../domain/labTest';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { AddToCartButton } from '../../../../components/AddToCart/AddToCartButton';
import { Price } from '../../../../components/Price/Price';
import css from './BuyBar.css?inline';

/**
 * On a phone, the price and Add to cart at the bottom of the screen while the product's own price
 * box is out of sight (a long package puts it a thousand pixels down). Only at phone widths.
 *
 * It is a shortcut for the eye and the thumb: hidden from screen readers and out of the tab
 * order, so keyboard and screen-reader users meet one Add to cart, the price box's, in reading
 * order, and the bar never competes with it for focus. Tapping it adds through the same action.
 */
export function BuyBar({ test, shown }: { test: LabTest; shown: boolean }) {
  useStyles(css);
  return (
    <div className={`buy-bar${shown ? ' buy-bar--shown' : ''}`} aria-hidden="true">
      <Price price={test.price} originalPrice={test.originalPrice} />
      <AddToCartButton test={test} focusable={false} />
    </div>
  );
}
