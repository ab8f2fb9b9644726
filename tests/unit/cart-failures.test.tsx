import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import { signIn, signOut } from '../../src/stores/session';
import { withCannedApi, type CannedReply, type RecordedRequest } from './support/cannedApi';
import { cbc } from './support/sampleTests';
import { openStore, settle } from './support/storeElement';

/**
 * What the store shows when the cart's writes fail (product §6, §8): an alert with the server's
 * message or the store's own, and nothing changed. The rules themselves: tests/unit/cart.test.ts.
 */
const canned = withCannedApi();
afterEach(async () => {
  await act(async () => {
    signOut();
    await Promise.resolve();
  });
});

/** The lab with `cbc` in the user's cart, and `write` answering the cart's add and remove. */
function lab(write: CannedReply) {
  return ({ path }: RecordedRequest): CannedReply => {
    if (path === '/api/v1/tests/cbc') return { json: { success: true, data: cbc } };
    if (path === '/api/v1/cart/u-1') return { json: { success: true, data: [cbc] } };
    if (path === '/api/v1/cart/add' || path === '/api/v1/cart/remove') return write;
    return { status: 404, json: { success: false } };
  };
}

function logIn() {
  act(() => {
    signIn({ token: 't-1', userId: 'u-1' });
  });
}

/** The store's alert once it says `text`. */
async function alertSays(host: Element, text: string) {
  const alerts = () => [...(host.shadowRoot?.querySelectorAll('[role="alert"]') ?? [])].map((alert) => alert.textContent);
  await settle(() => expect(alerts().some((shown) => shown.includes(text))).toBe(true));
}

describe('cart write failures in the store', () => {
  it("add-to-cart failures show the server's message or 'Error adding item to cart'", async () => {
    logIn();
    canned.api.answer(lab({ status: 500, json: { success: false, message: 'Cart is temporarily unavailable' } }));
    const { host, store } = await openStore('#/product?id=cbc');
    const addName = `Add to cart: ${cbc.name}`;
    await settle(() => expect(store.getByRole('button', { name: addName })).toBeTruthy());
    const add = store.getByRole('button', { name: addName });
    act(() => {
      fireEvent.click(add);
    });
    await alertSays(host, 'Cart is temporarily unavailable');
    canned.api.answer(lab('drop'));
    act(() => {
      fireEvent.click(add);
    });
    await alertSays(host, 'Error adding item to cart');
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("a failed removal keeps the item and says 'Failed to remove item from cart' or 'Error removing item from cart'", async () => {
    logIn();
    canned.api.answer(lab({ status: 500, json: { success: false } }));
    const { host, store } = await openStore('#/cart?userId=u-1');
    const removeThroughDialog = async () => {
      await settle(() => expect(store.getByRole('button', { name: `Remove ${cbc.name}` })).toBeTruthy());
      const remove = store.getByRole('button', { name: `Remove ${cbc.name}` });
      act(() => {
        fireEvent.click(remove);
      });
      const dialog = within(store.getByRole('dialog', { name: 'Confirm Removal' }));
      act(() => {
        fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
      });
    };
    await removeThroughDialog();
    await alertSays(host, 'Failed to remove item from cart');
    canned.api.answer(lab('drop'));
    await removeThroughDialog();
    await alertSays(host, 'Error removing item from cart');
    expect(store.getByRole('heading', { name: cbc.name })).toBeTruthy();
  });
});
