import { describe, expect, it, vi } from 'vitest';
import { commerceItem, commerceItemsDetail } from '../../src/analytics/commerceItem';
import { ga4EventNames } from '../../src/analytics/ga4EventNames';
import { dispatchLabEvent } from '../../src/elementRuntime/events/dispatchLabEvent';
import { labEvents, type LabEventDetailMap } from '../../src/elementRuntime/events/labEventCatalogue';
import { bridgedPage } from './support/bridgedPage';

const thyroid = commerceItem({ _id: 't-17', name: 'Thyroid Profile', category: 'Thyroid', price: 499, originalPrice: 799 });
const added: LabEventDetailMap['lab-add-to-cart'] = commerceItemsDetail([thyroid], 'clinic-42');
const ecommerceOfAdded = { currency: 'INR', value: 499, items: [thyroid] };

function fireRaw(source: EventTarget, name: string, detail: unknown) {
  source.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

describe('on a page with gtag.js', () => {
  it('sends each commerce event to gtag under its GA4 name, with the partner as a parameter', () => {
    const gtag = vi.fn();
    const { page, source } = bridgedPage({ gtag });
    dispatchLabEvent(source, 'lab-add-to-cart', added);
    expect(gtag.mock.calls).toEqual([['event', 'add_to_cart', { ...ecommerceOfAdded, partner: 'clinic-42' }]]);
    expect(page.dataLayer).toBeUndefined();
  });

  it('sends a listing with its name and a search with its term', () => {
    const gtag = vi.fn();
    const { source } = bridgedPage({ gtag });
    dispatchLabEvent(source, 'lab-view-item-list', { item_list_name: 'Thyroid checkups', ...commerceItemsDetail([thyroid]) });
    dispatchLabEvent(source, 'lab-search', { search_term: 'vitamin d' });
    expect(gtag.mock.calls).toEqual([
      ['event', 'view_item_list', { item_list_name: 'Thyroid checkups', ...ecommerceOfAdded }],
      ['event', 'search', { search_term: 'vitamin d' }],
    ]);
  });

  it("sends a booking's checkout steps, its purchase with its number and fee, and its refund", () => {
    const gtag = vi.fn();
    const { source } = bridgedPage({ gtag });
    const detail = commerceItemsDetail([thyroid]);
    dispatchLabEvent(source, 'lab-add-shipping-info', { shipping_tier: 'home collection', ...detail });
    dispatchLabEvent(source, 'lab-add-payment-info', { payment_type: 'pay at collection', ...detail });
    dispatchLabEvent(source, 'lab-purchase', { transaction_id: 'SD-260412-0007', shipping: 100, ...detail });
    dispatchLabEvent(source, 'lab-refund', { transaction_id: 'SD-260412-0007', ...detail });
    expect(gtag.mock.calls).toEqual([
      ['event', 'add_shipping_info', { shipping_tier: 'home collection', ...ecommerceOfAdded }],
      ['event', 'add_payment_info', { payment_type: 'pay at collection', ...ecommerceOfAdded }],
      ['event', 'purchase', { transaction_id: 'SD-260412-0007', shipping: 100, ...ecommerceOfAdded }],
      ['event', 'refund', { transaction_id: 'SD-260412-0007', ...ecommerceOfAdded }],
    ]);
  });

  it('uses gtag when the page has it at the time of the event, even if it came after the bridge', () => {
    const { page, source } = bridgedPage();
    const gtag = vi.fn();
    page.gtag = gtag;
    dispatchLabEvent(source, 'lab-begin-checkout', commerceItemsDetail([thyroid]));
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'begin_checkout', ecommerceOfAdded);
    expect(page.dataLayer).toBeUndefined();
  });
});

describe('on a page with Tag Manager', () => {
  it("pushes each commerce event in Tag Manager's ecommerce form, clearing the last ecommerce first", () => {
    const dataLayer: unknown[] = [{ 'gtm.start': 1 }];
    const { source } = bridgedPage({ dataLayer });
    dispatchLabEvent(source, 'lab-add-to-cart', added);
    dispatchLabEvent(source, 'lab-view-item-list', { item_list_name: 'Thyroid checkups', ...commerceItemsDetail([thyroid]) });
    expect(dataLayer).toEqual([
      { 'gtm.start': 1 },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: ecommerceOfAdded, partner: 'clinic-42' },
      { ecommerce: null },
      { event: 'view_item_list', ecommerce: { item_list_name: 'Thyroid checkups', ...ecommerceOfAdded } },
    ]);
  });

  it('pushes a search with its term beside the event, not inside ecommerce', () => {
    const dataLayer: unknown[] = [];
    const { source } = bridgedPage({ dataLayer });
    dispatchLabEvent(source, 'lab-search', { search_term: 'hba1c', partner: 'clinic-42' });
    expect(dataLayer).toEqual([{ event: 'search', search_term: 'hba1c', partner: 'clinic-42' }]);
  });

  it('creates the data layer when the page has neither gtag nor one, for a container that loads later', () => {
    const { page, source } = bridgedPage();
    dispatchLabEvent(source, 'lab-view-cart', commerceItemsDetail([thyroid]));
    expect(page.dataLayer).toEqual([{ ecommerce: null }, { event: 'view_cart', ecommerce: ecommerceOfAdded }]);
  });

  it("leaves alone a page's dataLayer that is not an array", () => {
    const dataLayer = { note: 'not a data layer' };
    const { page, source } = bridgedPage({ dataLayer });
    dispatchLabEvent(source, 'lab-view-item', commerceItemsDetail([thyroid]));
    expect(page.dataLayer).toEqual({ note: 'not a data layer' });
  });
});

describe('what is forwarded', () => {
  it('is a copy of the catalogue fields only: a phone number, user id or token in a detail is dropped', () => {
    const dataLayer: unknown[] = [];
    const { source } = bridgedPage({ dataLayer });
    fireRaw(source, 'lab-add-to-cart', {
      ...added,
      phone: '9886012345',
      userId: 'u-1',
      token: 'secret',
      items: [{ ...thyroid, userId: 'u-1', phone: '9886012345' }],
    });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: ecommerceOfAdded, partner: 'clinic-42' },
    ]);
  });

  it('never includes a search for a phone number or an e-mail address', () => {
    const dataLayer: unknown[] = [];
    const { source } = bridgedPage({ dataLayer });
    for (const term of ['+91 98860 12345', '98860-12345', 'asha@example.in']) {
      dispatchLabEvent(source, 'lab-search', { search_term: term });
    }
    dispatchLabEvent(source, 'lab-search', { search_term: 'vitamin b12' });
    expect(dataLayer).toEqual([{ event: 'search', search_term: 'vitamin b12' }]);
  });

  it('leaves out the other events of the store (login, cart count)', () => {
    const gtag = vi.fn();
    const { page, source } = bridgedPage({ gtag });
    dispatchLabEvent(source, 'lab-login', { userId: 'u-1' });
    dispatchLabEvent(source, 'lab-cart-change', { count: 2 });
    expect(gtag).not.toHaveBeenCalled();
    expect(page.dataLayer).toBeUndefined();
  });
});

describe('a malformed event', () => {
  const throwing = new Proxy(
    {},
    {
      get() {
        throw new Error('a detail that throws when read');
      },
    },
  );
  const malformed: [string, unknown][] = [
    ['no detail', undefined],
    ['a detail that is not an object', 'add_to_cart'],
    ['no items', { currency: 'INR', value: 499 }],
    ['items that are not a list', { currency: 'INR', value: 499, items: thyroid }],
    ['an item without an id', { currency: 'INR', value: 499, items: [{ ...thyroid, item_id: undefined }] }],
    ['a price that is not a number', { currency: 'INR', value: 499, items: [{ ...thyroid, price: '499' }] }],
    ['a value that is not finite', { currency: 'INR', value: Number.NaN, items: [thyroid] }],
    ['another currency', { currency: 'USD', value: 499, items: [thyroid] }],
    ['a detail whose fields throw', throwing],
    ['an item whose fields throw', { currency: 'INR', value: 499, items: [throwing] }],
  ];

  it.each(malformed)('with %s is not forwarded, and nothing throws', (_, detail) => {
    const gtag = vi.fn();
    const dataLayer: unknown[] = [];
    const error = vi.spyOn(console, 'error');
    const { page, source } = bridgedPage({ dataLayer });
    expect(() => fireRaw(source, 'lab-add-to-cart', detail)).not.toThrow();
    page.gtag = gtag;
    expect(() => fireRaw(source, 'lab-add-to-cart', detail)).not.toThrow();
    expect(dataLayer).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('is forwarded without a field that has the wrong kind when the field is optional', () => {
    const dataLayer: unknown[] = [];
    const { source } = bridgedPage({ dataLayer });
    fireRaw(source, 'lab-view-item', { ...added, partner: 42, items: [{ ...thyroid, discount: 'a lot' }] });
    const { discount: _, ...withoutDiscount } = thyroid;
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { ...ecommerceOfAdded, items: [withoutDiscount] } },
    ]);
  });

  it('with a search term that is empty or not text is not forwarded', () => {
    const dataLayer: unknown[] = [];
    const { source } = bridgedPage({ dataLayer });
    fireRaw(source, 'lab-search', { search_term: '' });
    fireRaw(source, 'lab-search', { search_term: ['thyroid'] });
    expect(dataLayer).toEqual([]);
  });
});

describe('the GA4 names', () => {
  it('cover exactly the commerce events of the catalogue (those that carry a partner)', () => {
    const commerceEvents = Object.entries(labEvents)
      .filter(([, spec]) => 'partner' in spec.detail)
      .map(([name]) => name);
    expect(Object.keys(ga4EventNames)).toEqual(commerceEvents);
  });
});
