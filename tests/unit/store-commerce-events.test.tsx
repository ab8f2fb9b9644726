import { act, fireEvent, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import '../../widgets/lab-search-box';
import '../../widgets/lab-header';
import { labEvents, type LabEventDetailMap, type LabEventName } from '../../src/elementRuntime/events/labEventCatalogue';
import { $partner, keepPartner } from '../../src/stores/partner';
import { signIn, signOut } from '../../src/stores/session';
import { startCannedApi, type CannedApi, type CannedReply, type RecordedRequest } from './support/cannedApi';
import { openStore, settle } from './support/storeElement';
import { cbc } from './support/sampleTests';

/**
 * The commerce events of the whole store in its element, against a canned API: each fires once
 * per visitor action, from the element where it happened, in GA4's shape, with the visit's
 * partner, and never with the user id, token or phone number.
 */
const tsh = { ...cbc, _id: 'tsh', name: 'Thyroid Stimulating Hormone (TSH)', category: 'Thyroid', price: 199, originalPrice: 199 };
const cbcItem = { item_id: 'cbc', item_name: cbc.name, item_category: 'Blood', price: 299, discount: 200 };
const tshItem = { item_id: 'tsh', item_name: tsh.name, item_category: 'Thyroid', price: 199 };
/** A cart item knows no original price, so its commerce item has no discount. */
const cbcCartItem = { item_id: 'cbc', item_name: cbc.name, item_category: 'Blood', price: 299 };
const cartItem = (test: typeof cbc) => ({ _id: test._id, name: test.name, category: test.category, description: '', price: test.price });

let addSucceeds = true;
function catalogue({ path, method }: RecordedRequest): CannedReply {
  if (path === '/api/v1/tests/selected/Single Test') return { json: { success: true, data: [cbc, tsh] } };
  if (path === '/api/v1/category/lessPrice/get') {
    return { json: { success: true, data: [{ _id: '1', name: 'Blood' }, { _id: '2', name: 'Thyroid' }] } };
  }
  if (path === '/api/v1/tests/category/Blood') return { json: { success: true, data: [cbc] } };
  if (path === '/api/v1/tests/category/Thyroid') return { json: { success: true, data: [tsh] } };
  if (path === '/api/v1/tests/cbc') return { json: { success: true, data: cbc } };
  if (path === '/api/v1/tests/tsh') return { json: { success: true, data: tsh } };
  if (path === '/api/v1/cart/u-1') return { json: { success: true, data: [cartItem(cbc), cartItem(tsh)] } };
  if (path === '/api/v1/cart/remove' && method === 'DELETE') return { json: { success: true } };
  if (path === '/api/v1/cart/add') {
    return addSucceeds
      ? { json: { success: true, message: 'Item added to cart successfully!' } }
      : { json: { success: false, message: 'Test not found' } };
  }
  if (path === '/api/v1/tests/search') return { json: { success: true, data: [{ _id: 'cbc', name: cbc.name, category: 'Blood', price: 299 }] } };
  return { status: 404, json: { success: false } };
}

const api: CannedApi = await startCannedApi();
api.answer(catalogue);
afterAll(() => api.close());
afterEach(async () => {
  addSucceeds = true;
  api.requests.length = 0;
  sessionStorage.clear();
  await act(async () => {
    $partner.set('');
    signOut();
    await Promise.resolve();
  });
});

/** The commerce events: those of the catalogue that name the visit's partner. */
const commerceEvents = (Object.keys(labEvents) as LabEventName[]).filter((name) => 'partner' in labEvents[name].detail);

type Heard = { name: LabEventName; from: string; detail: LabEventDetailMap[LabEventName] };

/** Every commerce event the page hears, in order, with the tag of the element it came from. */
function hearCommerceEvents(): Heard[] {
  const heard: Heard[] = [];
  const listening = new AbortController();
  for (const name of commerceEvents) {
    document.addEventListener(
      name,
      (event) => {
        expect(event.bubbles && event.composed).toBe(true);
        heard.push({ name, from: (event.target as Element).localName, detail: (event as CustomEvent<Heard['detail']>).detail });
      },
      { signal: listening.signal },
    );
  }
  afterEach(() => listening.abort());
  return heard;
}

const named = (heard: Heard[], name: LabEventName) => heard.filter((event) => event.name === name);

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
    addSucceeds = false;
    act(() => {
      fireEvent.click(store.getByRole('button', { name: `Add to cart: ${cbc.name}` }));
    });
    await settle(() => expect(store.getByText('Test not found')).toBeTruthy());
    expect(named(heard, 'lab-add-to-cart')).toEqual([]);
    addSucceeds = true;
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

describe('lab-search', () => {
  async function typeInto(tag: 'lab-search-box' | 'lab-header', text: string) {
    await act(async () => {
      document.body.innerHTML = `<${tag} id="${tag}"></${tag}>`;
      await Promise.resolve();
    });
    const root = document.getElementById(tag)?.shadowRoot;
    if (!root) throw new Error(`${tag} did not render`);
    const box = within(root as unknown as HTMLElement);
    const input = box.getByRole('combobox', { name: 'Search tests and packages' });
    act(() => {
      fireEvent.change(input, { target: { value: text } });
    });
    return { box, input };
  }

  it('comes once from the standalone search box when a search is submitted, with what was typed', async () => {
    const heard = hearCommerceEvents();
    act(() => {
      keepPartner('clinic-7');
    });
    const { input } = await typeInto('lab-search-box', '  thyroid ');
    act(() => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    expect(heard).toEqual([{ name: 'lab-search', from: 'lab-search-box', detail: { search_term: 'thyroid', partner: 'clinic-7' } }]);
  });

  it('comes from the header when a suggestion is chosen', async () => {
    const heard = hearCommerceEvents();
    const { box } = await typeInto('lab-header', 'cbc');
    await settle(() => expect(box.getByRole('combobox', { name: 'Search tests and packages' }).getAttribute('aria-expanded')).toBe('true'));
    act(() => {
      fireEvent.click(box.getByRole('option', { hidden: true, name: /Complete Blood Count/ }));
    });
    expect(heard).toEqual([{ name: 'lab-search', from: 'lab-header', detail: { search_term: 'cbc' } }]);
  });

  it('does not come for a search too short to submit, nor for a phone number or an e-mail address', async () => {
    const heard = hearCommerceEvents();
    for (const personal of ['a', '+91 98860 12345', 'asha@example.in']) {
      const { input } = await typeInto('lab-search-box', personal);
      act(() => {
        fireEvent.submit(input.closest('form') as HTMLFormElement);
      });
    }
    expect(heard).toEqual([]);
  });
});
