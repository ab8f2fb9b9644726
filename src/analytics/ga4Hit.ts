import type { CommerceItem } from './commerceItem';
import type { Ga4EventName } from './ga4EventNames';

/** GA4's ecommerce parameters, as Tag Manager's data layer holds them under `ecommerce`. */
export interface Ga4Ecommerce {
  currency: 'INR';
  value: number;
  items: CommerceItem[];
  item_list_name?: string;
  /** A booking's number, on `purchase` and `refund`. */
  transaction_id?: string;
  /** The home collection fee, on `purchase`. */
  shipping?: number;
  payment_type?: string;
  shipping_tier?: string;
}

/** One event in Tag Manager's data-layer form; gtag gets the same parameters side by side. */
export interface Ga4Hit {
  event: Ga4EventName;
  ecommerce?: Ga4Ecommerce;
  search_term?: string;
  partner?: string;
}

type Fields = Partial<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * A search for a mobile number or an e-mail address would send personal data to Google, which
 * its terms forbid: ten digits or more once everything between them is gone (dots, slashes,
 * spaces; full-width and Indian-script digits too, after NFKC), or an `@`. The same rule as
 * src/lib/contactLike.ts.
 */
const looksLikeContact = (term: string) => {
  const normalised = term.normalize('NFKC');
  return normalised.includes('@') || (normalised.match(/\p{Nd}/gu)?.length ?? 0) >= 10;
};

function checkedItem(value: unknown): CommerceItem | undefined {
  if (!isFields(value)) return undefined;
  const { item_id: id, item_name: name, item_category: category } = value;
  const price = amount(value.price);
  if (typeof id !== 'string' || typeof name !== 'string' || typeof category !== 'string' || price === undefined) {
    return undefined;
  }
  const discount = amount(value.discount);
  const listName = text(value.item_list_name);
  return {
    item_id: id,
    item_name: name,
    item_category: category,
    price,
    ...(discount === undefined ? {} : { discount }),
    ...(listName === undefined ? {} : { item_list_name: listName }),
  };
}

function checkedItems(value: unknown): CommerceItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: CommerceItem[] = [];
  for (const entry of value) {
    const item = checkedItem(entry);
    if (!item) return undefined;
    items.push(item);
  }
  return items;
}

/** The optional fields of a listing, a checkout step or a booking, each copied only when well formed. */
function checkoutFields(detail: Fields): Partial<Ga4Ecommerce> {
  const fields: Partial<Ga4Ecommerce> = {};
  const listName = text(detail.item_list_name);
  if (listName !== undefined) fields.item_list_name = listName;
  const transaction = text(detail.transaction_id);
  if (transaction !== undefined) fields.transaction_id = transaction;
  const shipping = amount(detail.shipping);
  if (shipping !== undefined) fields.shipping = shipping;
  const paymentType = text(detail.payment_type);
  if (paymentType !== undefined) fields.payment_type = paymentType;
  const shippingTier = text(detail.shipping_tier);
  if (shippingTier !== undefined) fields.shipping_tier = shippingTier;
  return fields;
}

/**
 * The hit a commerce event's `detail` makes, or undefined when the detail is not the catalogue's
 * shape. Only the catalogue's fields are copied, each checked, so whatever else a detail carries
 * (a phone number, a user id, a token) never reaches Google.
 */
export function ga4Hit(event: Ga4EventName, detail: unknown): Ga4Hit | undefined {
  if (!isFields(detail)) return undefined;
  const partner = text(detail.partner);
  const attribution = partner === undefined ? {} : { partner };
  if (event === 'search') {
    const term = text(detail.search_term);
    return term === undefined || looksLikeContact(term) ? undefined : { event, search_term: term, ...attribution };
  }
  const value = amount(detail.value);
  const items = checkedItems(detail.items);
  if (detail.currency !== 'INR' || value === undefined || !items) return undefined;
  const ecommerce: Ga4Ecommerce = { ...checkoutFields(detail), currency: 'INR', value, items };
  return { event, ecommerce, ...attribution };
}
