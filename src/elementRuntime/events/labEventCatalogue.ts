import type { CommerceItem } from '../../analytics/commerceItem';
import type { LabEventName } from '../../domain/labEventName';

/**
 * The public `lab-*` events of interface §2, described once (their names are the domain's
 * `LabEventName`): the manifest, the docs' table and the TypeScript event map all come from this
 * catalogue. They bubble and are composed, so a host page listens on the element or on any
 * ancestor (the document included). Each element fires the events about what it shows or does
 * from itself (`hostElement.tsx`, `storeChangeEvents.ts`); the stores dispatch nothing.
 */

/** Each kind a detail field can have, with its TypeScript type. */
interface DetailKinds {
  string: string;
  number: number;
  boolean: boolean;
  /** GA4's `currency`: the store sells in rupees only. */
  currency: 'INR';
  items: CommerceItem[];
  /** GA4's `payment_type`: a booked visit is paid to the collector. */
  paymentType: 'pay at collection';
  /** GA4's `shipping_tier`: the sample is collected at home. */
  shippingTier: 'home collection';
}

type DetailFieldKind = keyof DetailKinds;

/** The same types as text, for the manifest and the docs. */
const kindTypeText: Readonly<Record<DetailFieldKind, string>> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  currency: "'INR'",
  items: 'CommerceItem[]',
  paymentType: "'pay at collection'",
  shippingTier: "'home collection'",
};

/** A field the detail always has is written as its kind; one it may leave out as `{ optional: kind }`. */
interface OptionalField {
  readonly optional: DetailFieldKind;
}

type DetailField = DetailFieldKind | OptionalField;

interface EventSpec {
  /** When it fires, as one sentence. */
  readonly description: string;
  /** The fields of `event.detail`, with their kinds. */
  readonly detail: Readonly<Record<string, DetailField>>;
}

/** The partner that sent the visitor (interface §2 `partner`), on every commerce event once known. */
const attribution = { partner: { optional: 'string' } } as const;

/** Google Analytics 4's recommended ecommerce parameters, in rupees. */
const ecommerce = { currency: 'currency', value: 'number', items: 'items', ...attribution } as const;

export const labEvents = {
  'lab-cart-change': {
    description: 'The cart count changed.',
    detail: { count: 'number' },
  },
  'lab-login': {
    description: 'A login succeeded.',
    detail: { userId: 'string' },
  },
  'lab-logout': {
    description: 'The user logged out.',
    detail: {},
  },
  'lab-pincode-check': {
    description: 'A pin-code availability check finished.',
    detail: { pincode: 'string', available: 'boolean' },
  },
  'lab-login-panel-toggle': {
    description:
      "The element's login panel opened or closed, by any means (its close button, Escape, the backdrop, a login, the open property).",
    detail: { open: 'boolean' },
  },
  'lab-view-item-list': {
    description: 'A listing showed its tests and packages (GA4 `view_item_list`).',
    detail: { item_list_name: 'string', ...ecommerce },
  },
  'lab-select-item': {
    description: 'The visitor opened a test or package from its card (GA4 `select_item`).',
    detail: { item_list_name: { optional: 'string' }, ...ecommerce },
  },
  'lab-view-item': {
    description: 'A product screen showed a test or package (GA4 `view_item`).',
    detail: ecommerce,
  },
  'lab-add-to-cart': {
    description: 'The server confirmed a test or package added to the cart (GA4 `add_to_cart`).',
    detail: ecommerce,
  },
  'lab-remove-from-cart': {
    description: 'The server confirmed a test or package removed from the cart (GA4 `remove_from_cart`).',
    detail: ecommerce,
  },
  'lab-view-cart': {
    description: 'The cart screen showed its items (GA4 `view_cart`).',
    detail: ecommerce,
  },
  'lab-begin-checkout': {
    description: 'The visitor pressed Checkout on the cart (GA4 `begin_checkout`).',
    detail: ecommerce,
  },
  'lab-add-shipping-info': {
    description: 'The visitor chose the address of a home collection in the checkout (GA4 `add_shipping_info`).',
    detail: { shipping_tier: 'shippingTier', ...ecommerce },
  },
  'lab-add-payment-info': {
    description: 'The checkout showed how the visit is paid, at its review step (GA4 `add_payment_info`).',
    detail: { payment_type: 'paymentType', ...ecommerce },
  },
  'lab-purchase': {
    description:
      'A booking was made, once per booking (GA4 `purchase`): `transaction_id` is its number, `value` the tests\' total, `shipping` the home collection fee.',
    detail: { transaction_id: 'string', shipping: 'number', ...ecommerce },
  },
  'lab-refund': {
    description: 'The visitor cancelled a booking (GA4 `refund`): `transaction_id` is its number.',
    detail: { transaction_id: 'string', ...ecommerce },
  },
  'lab-compare': {
    description:
      'A comparison showed two or three packages side by side, once per comparison shown (GA4 `view_item_list`, named `Package comparison`).',
    detail: { item_list_name: 'string', ...ecommerce },
  },
  'lab-search': {
    description: 'The visitor submitted a search or chose a suggestion (GA4 `search`).',
    detail: { search_term: 'string', ...attribution },
  },
} as const satisfies Record<LabEventName, EventSpec>;

type ValueOf<Field> = DetailKinds[Field extends OptionalField ? Field['optional'] : Field & DetailFieldKind];

type RequiredFields<Fields> = {
  [Field in keyof Fields as Fields[Field] extends OptionalField ? never : Field]: ValueOf<Fields[Field]>;
};

type OptionalFields<Fields> = {
  [Field in keyof Fields as Fields[Field] extends OptionalField ? Field : never]?: ValueOf<Fields[Field]>;
};

/** An intersection shown as one object type in editors and errors. */
type Flatten<Type> = { [Key in keyof Type]: Type[Key] };

type DetailOf<Fields> = keyof Fields extends never
  ? Record<string, never>
  : Flatten<RequiredFields<Fields> & OptionalFields<Fields>>;

export type LabEventDetailMap = {
  [Name in LabEventName]: DetailOf<(typeof labEvents)[Name]['detail']>;
};

export type LabEventMap = {
  [Name in LabEventName]: CustomEvent<LabEventDetailMap[Name]>;
};

/** `{ count: number }`: the detail's type as TypeScript text, for the manifest and the docs. */
export function detailTypeText(name: LabEventName): string {
  const detail: EventSpec['detail'] = labEvents[name].detail;
  const fields = Object.entries(detail);
  if (fields.length === 0) return 'Record<string, never>';
  const text = ([field, kind]: [string, DetailField]) =>
    typeof kind === 'string' ? `${field}: ${kindTypeText[kind]}` : `${field}?: ${kindTypeText[kind.optional]}`;
  return `{ ${fields.map(text).join('; ')} }`;
}
