import { act } from '@testing-library/react';
import { afterAll, afterEach, expect } from 'vitest';
import type { LabEventName } from '../../../src/domain/labEventName';
import { labEvents, type LabEventDetailMap } from '../../../src/elementRuntime/events/labEventCatalogue';
import { $partner } from '../../../src/stores/partner';
import { signOut } from '../../../src/stores/session';
import { startCannedApi, type CannedApi, type CannedReply, type RecordedRequest } from './cannedApi';
import { cbc } from './sampleTests';

/**
 * What the commerce-event tests share: a catalogue of two tests answered by a canned API, their
 * items as GA4 expects them, and an ear for every commerce event the page hears.
 */
export const tsh = { ...cbc, _id: 'tsh', name: 'Thyroid Stimulating Hormone (TSH)', category: 'Thyroid', price: 199, originalPrice: 199 };
export const cbcItem = { item_id: 'cbc', item_name: cbc.name, item_category: 'Blood', price: 299, discount: 200 };
export const tshItem = { item_id: 'tsh', item_name: tsh.name, item_category: 'Thyroid', price: 199 };
/** A cart item knows no original price, so its commerce item has no discount. */
export const cbcCartItem = { item_id: 'cbc', item_name: cbc.name, item_category: 'Blood', price: 299 };
const cartItem = (test: typeof cbc) => ({ _id: test._id, name: test.name, category: test.category, description: '', price: test.price });

/** Whether the cart add succeeds: a test sets it to false to see the server refuse. */
export const cartAdd = { succeeds: true };

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
    return cartAdd.succeeds
      ? { json: { success: true, message: 'Item added to cart successfully!' } }
      : { json: { success: false, message: 'Test not found' } };
  }
  if (path === '/api/v1/tests/search') return { json: { success: true, data: [{ _id: 'cbc', name: cbc.name, category: 'Blood', price: 299 }] } };
  return { status: 404, json: { success: false } };
}

/**
 * Starts the canned catalogue for a test file, and after each test forgets its requests, the
 * session, the partner and a refused cart add; stops it after the file.
 */
export async function startCommerceCatalogue(): Promise<CannedApi> {
  const api = await startCannedApi();
  api.answer(catalogue);
  afterAll(() => api.close());
  afterEach(async () => {
    cartAdd.succeeds = true;
    api.requests.length = 0;
    sessionStorage.clear();
    await act(async () => {
      $partner.set('');
      signOut();
      await Promise.resolve();
    });
  });
  return api;
}

/** The commerce events: those of the catalogue that name the visit's partner. */
const commerceEvents = (Object.keys(labEvents) as LabEventName[]).filter((name) => 'partner' in labEvents[name].detail);

export type Heard = { name: LabEventName; from: string; detail: LabEventDetailMap[LabEventName] };

/** Every commerce event the page hears, in order, with the tag of the element it came from. */
export function hearCommerceEvents(): Heard[] {
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

export const named = (heard: Heard[], name: LabEventName) => heard.filter((event) => event.name === name);

