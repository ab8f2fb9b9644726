import { act, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import { signIn, signOut } from '../../src/stores/session';
import { expectNoAxeViolations } from './support/axe';
import { startCannedApi, type CannedApi, type RecordedRequest, type CannedReply } from './support/cannedApi';
import { openStore, settle } from './support/storeElement';
import { cbc } from './support/sampleTests';

/**
 * The whole store in its element, screen by screen, checked with axe after the interactions that
 * change what is shown: the chrome (header, account menu, footer, bottom bar, scroll-to-top), Home
 * (banner, strip, carousels, pin code), a product with add to cart and a toast, and the cart with
 * its removal dialog.
 */

function catalogue({ path }: RecordedRequest): CannedReply {
  if (path === '/api/v1/tests/cbc') return { json: { success: true, data: cbc } };
  if (path === '/api/v1/cart/u-1') return { json: { success: true, data: [cbc] } };
  if (path === '/api/v1/cart/add') return { json: { success: true, message: 'Item added to cart successfully!' } };
  return { status: 404, json: { success: false } };
}

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
  api.answer(catalogue);
});
afterAll(async () => {
  await act(async () => {
    signOut();
    await Promise.resolve();
  });
  await api.close();
});

const logIn = () => {
  act(() => {
    signIn({ token: 't-1', userId: 'u-1' });
  });
};


describe('accessibility of the store (axe)', () => {
  it('Home with the chrome, the strip paused, and the page scrolled', async () => {
    const { host, store } = await openStore('#/');
    await settle(() => {
      expect(store.getByText('Care you can count on')).toBeTruthy();
      expect(store.getAllByRole('contentinfo')).toHaveLength(1);
    });
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'Pause scrolling highlights' }));
    });
    await act(async () => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
      await Promise.resolve();
    });
    // The button's code arrives the first time the page scrolls.
    await settle(() => expect(store.getByRole('button', { name: 'Back to top' })).toBeTruthy());
    await expectNoAxeViolations(host);
  });

  it('the header of a logged-in user with the account menu open', async () => {
    logIn();
    const { host, store } = await openStore('#/terms-and-conditions');
    await settle(() => expect(store.getByRole('heading', { level: 1 })).toBeTruthy());
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'My account' }));
    });
    expect(store.getByRole('button', { name: 'Logout' })).toBeTruthy();
    await expectNoAxeViolations(host);
  });

  it('a product after adding it to the cart, with its message shown', async () => {
    logIn();
    const { host, store } = await openStore('#/product?id=cbc');
    await settle(() => expect(store.getByRole('heading', { level: 1, name: cbc.name })).toBeTruthy());
    act(() => {
      fireEvent.click(store.getByRole('button', { name: `Add to cart: ${cbc.name}` }));
    });
    await settle(() => expect(store.getByText('Item added to cart successfully!')).toBeTruthy());
    await expectNoAxeViolations(host);
  });

  it('the cart with its items and the removal dialog open', async () => {
    logIn();
    const { host, store } = await openStore('#/cart?userId=u-1');
    await settle(() => expect(store.getByRole('button', { name: `Remove ${cbc.name}` })).toBeTruthy());
    await expectNoAxeViolations(host);
    act(() => {
      fireEvent.click(store.getByRole('button', { name: `Remove ${cbc.name}` }));
    });
    expect(store.getByRole('dialog', { name: 'Confirm Removal' })).toBeTruthy();
    await expectNoAxeViolations(host);
  });
});
