import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import { signIn } from '../../src/stores/session';
import { cartAdd, cbcCartItem, cbcItem, hearCommerceEvents, named, startCommerceCatalogue, tsh, tshItem } from './support/commerceCatalogue';
import { openStore, settle } from './support/storeElement';
import { cbc } from './support/sampleTests';

/**
 * The commerce events of the whole store in its element, against a canned API: each fires once
 * per visitor action, from the element where it happened, in GA4's shape, with the visit's
 * partner, and never with the user id, token or phone number.
 */
const api = await startCommerceCatalogue();

/** Renders pending updates, so an event that would fire again on a re-render had its chance. */
const reRender = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

const logIn = () => {
  act(() => {
    signIn({ token: 'tok-secret', userId: 'u-1' });
  });
};

describe('commerce events of the store', () => {
  it('a listing fires lab-view-item-list once; opening a card fires lab-select-item, then the product lab-view-item once', async () => {
    const heard = hearCommerceEvents();
    const { store } = await openStore('#/single-test');
    await settle(() => expect(named(heard, 'lab-view-item-list')).toHaveLength(1));
    await reRender();
    expect(heard).toEqual([
      {
        name: 'lab-view-item-list',
        from: 'lab-storefront',
        detail: {
          item_list_name: 'Single Test',
          currency: 'INR',
          value: 498,
          items: [
            { ...cbcItem, item_list_name: 'Single Test' },
            { ...tshItem, item_list_name: 'Single Test' },
          ],
        },
      },
    ]);
    act(() => {
      fireEvent.click(store.getByRole('link', { name: cbc.name }));
    });
    await settle(() => expect(named(heard, 'lab-view-item')).toHaveLength(1));
    await reRender();
    expect(heard.slice(1)).toEqual([
      {
        name: 'lab-select-item',
        from: 'lab-storefront',
        detail: { item_list_name: 'Single Test', currency: 'INR', value: 299, items: [{ ...cbcItem, item_list_name: 'Single Test' }] },
      },
      { name: 'lab-view-item', from: 'lab-storefront', detail: { currency: 'INR', value: 299, items: [cbcItem] } },
    ]);
  });

  it('a tabbed listing fires lab-view-item-list once per tab shown, named after the tab', async () => {
    const heard = hearCommerceEvents();
    const { store } = await openStore('#/checkups');
    await settle(() => expect(named(heard, 'lab-view-item-list')).toHaveLength(1));
    act(() => {
      fireEvent.click(store.getByRole('tab', { name: 'Thyroid' }));
    });
    await settle(() => expect(named(heard, 'lab-view-item-list')).toHaveLength(2));
    await reRender();
    expect(named(heard, 'lab-view-item-list').map((event) => 'item_list_name' in event.detail && event.detail.item_list_name)).toEqual([
      'Blood',
      'Thyroid',
    ]);
  });

  it('Add to cart fires lab-add-to-cart only once the server confirms, with the partner', async () => {
    logIn();
    const heard = hearCommerceEvents();
    const { store } = await openStore('#/product?id=cbc', 'partner="green-valley-clinic"');
    await settle(() => expect(store.getByRole('heading', { level: 1, name: cbc.name })).toBeTruthy());
    cartAdd.succeeds = false;
    act(() => {
      fireEvent.click(store.getByRole('button', { name: `Add to cart: ${cbc.name}` }));
    });
    await settle(() => expect(store.getByText('Test not found')).toBeTruthy());
    expect(named(heard, 'lab-add-to-cart')).toEqual([]);
    cartAdd.succeeds = true;
    act(() => {
      fireEvent.click(store.getByRole('button', { name: `Add to cart: ${cbc.name}` }));
    });
    await settle(() => expect(store.getByText('Item added to cart successfully!')).toBeTruthy());
    await reRender();
    expect(named(heard, 'lab-add-to-cart')).toEqual([
      {
        name: 'lab-add-to-cart',
        from: 'lab-storefront',
        detail: { currency: 'INR', value: 299, items: [cbcItem], partner: 'green-valley-clinic' },
      },
    ]);
    expect(named(heard, 'lab-view-item')).toHaveLength(1);
    expect(api.requests.filter((request) => request.path === '/api/v1/cart/add').map((request) => request.body)).toEqual([
      { userId: 'u-1', testId: 'cbc', partner: 'green-valley-clinic' },
      { userId: 'u-1', testId: 'cbc', partner: 'green-valley-clinic' },
    ]);
    expect(JSON.stringify(heard)).not.toMatch(/u-1|tok-secret/);
  });

  it('the cart fires lab-view-cart once, lab-remove-from-cart after the server confirms, lab-begin-checkout on Checkout', async () => {
    logIn();
    const heard = hearCommerceEvents();
    const { store } = await openStore('#/cart?userId=u-1');
    await settle(() => expect(named(heard, 'lab-view-cart')).toHaveLength(1));
    expect(named(heard, 'lab-view-cart')[0]?.detail).toEqual({ currency: 'INR', value: 498, items: [cbcCartItem, tshItem] });
    act(() => {
      fireEvent.click(store.getByRole('button', { name: `Remove ${tsh.name}` }));
    });
    expect(named(heard, 'lab-remove-from-cart')).toEqual([]);
    act(() => {
      fireEvent.click(within(store.getByRole('dialog', { name: 'Confirm Removal' })).getByRole('button', { name: 'Remove' }));
    });
    await settle(() => expect(named(heard, 'lab-remove-from-cart')).toHaveLength(1));
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'Checkout' }));
    });
    await settle(() => expect(store.getByText('Checkout functionality to be implemented')).toBeTruthy());
    await reRender();
    expect(heard.map((event) => event.name)).toEqual(['lab-view-cart', 'lab-remove-from-cart', 'lab-begin-checkout']);
    expect(named(heard, 'lab-remove-from-cart')[0]?.detail).toEqual({ currency: 'INR', value: 199, items: [tshItem] });
    expect(named(heard, 'lab-begin-checkout')[0]?.detail).toEqual({
      currency: 'INR',
      value: 299,
      items: [cbcCartItem],
    });
    expect(JSON.stringify(heard)).not.toMatch(/u-1|tok-secret/);
  });
});
