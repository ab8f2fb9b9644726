import type { LabTest } from '../domain/labTest';

/**
 * One product in a commerce event's `items`, in Google Analytics 4's recommended ecommerce shape
 * (developers.google.com/analytics/devguides/collection/ga4/reference/events), so a host page can
 * pass `event.detail.items` to `gtag` or its data layer as it is. Prices are rupees.
 */
export interface CommerceItem {
  item_id: string;
  item_name: string;
  item_category: string;
  /** What the visitor pays. */
  price: number;
  /** The original price minus `price`; present only when the test is offered below its original price. */
  discount?: number;
  /** The listing the visitor chose it from, kept on the item so GA4 credits that list with the add. */
  item_list_name?: string;
}

/** A commerce event's detail around its items: GA4's `currency` and `value` (their sum, in rupees). */
export interface CommerceItemsDetail {
  currency: 'INR';
  value: number;
  items: CommerceItem[];
  partner?: string;
}

/** What the store knows of a test or package wherever it shows one: a listing, the product, the cart. */
export type CommerceProduct = Pick<LabTest, '_id' | 'name' | 'category' | 'price' | 'originalPrice'>;

// Rupee amounts may carry paise: keep sums and differences free of floating-point noise (0.1 + 0.2).
const paise = (rupees: number) => Math.round(rupees * 100) / 100;

export function commerceItem(product: CommerceProduct, listName?: string): CommerceItem {
  const discount = product.originalPrice === undefined ? 0 : paise(product.originalPrice - product.price);
  return {
    item_id: product._id,
    item_name: product.name,
    item_category: product.category,
    price: product.price,
    ...(discount > 0 ? { discount } : {}),
    ...(listName ? { item_list_name: listName } : {}),
  };
}

/** `{ currency: 'INR', value, items }`, with the visit's partner when one is known. */
export function commerceItemsDetail(items: CommerceItem[], partner?: string): CommerceItemsDetail {
  return {
    currency: 'INR',
    value: paise(items.reduce((sum, item) => sum + item.price, 0)),
    items,
    ...(partner ? { partner } : {}),
  };
}
