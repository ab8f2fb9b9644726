import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import { signIn } from '../../src/stores/session';
import { startCommerceCatalogue } from './support/commerceCatalogue';
import { cbc } from './support/sampleTests';
import { openStore, settle } from './support/storeElement';

/**
 * Interface §2 `booking`: without it Checkout and Book Now stay product §8's messages and the cart
 * has no fee; with it (present, whatever its value, the HTML way) they open the checkout, Book Now
 * with its one test alone, and the cart shows the home collection fee from the start.
 */
const api = await startCommerceCatalogue();

const logIn = () => {
  act(() => {
    signIn({ token: 'tok-secret', userId: 'u-1' });
  });
};

/** The cart of the canned catalogue: CBC (₹299) and TSH (₹199), ₹498 in all. */
async function openCart(attributes = '') {
  logIn();
  const opened = await openStore('#/cart?userId=u-1', attributes);
  await settle(() => expect(opened.store.getByRole('button', { name: 'Checkout' })).toBeTruthy());
  return opened;
}

/**
 * The checkout, settled: logged out it asks for the login; logged in, this catalogue keeps no
 * people or addresses, so its reads end in Retry.
 */
async function checkoutShown(store: Awaited<ReturnType<typeof openStore>>['store'], settledOn: string) {
  await settle(() => expect(store.getByRole('heading', { level: 1, name: 'Book a home collection' })).toBeTruthy());
  await settle(() => expect(store.getByText(settledOn)).toBeTruthy());
}

const summary = (host: Element) => host.shadowRoot?.querySelector('.cart-summary')?.textContent ?? '';

describe('without the booking attribute', () => {
  it("Checkout shows 'Checkout functionality to be implemented' and the cart has no fee", async () => {
    const { host, store } = await openCart();
    expect(summary(host)).not.toContain('Home collection');
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'Checkout' }));
    });
    await settle(() => expect(store.getByText('Checkout functionality to be implemented')).toBeTruthy());
    expect(location.hash).toBe('#/cart?userId=u-1');
  });

  it("Book Now shows 'Book now functionality to be implemented'", async () => {
    const { store } = await openStore('#/product?id=cbc');
    await settle(() => expect(store.getByRole('heading', { level: 1, name: cbc.name })).toBeTruthy());
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'Book Now' }));
    });
    await settle(() => expect(store.getByText('Book now functionality to be implemented')).toBeTruthy());
    expect(location.hash).toBe('#/product?id=cbc');
  });
});

describe('with the booking attribute', () => {
  it('the cart shows ₹100 for home collection under ₹500, in the total, and Checkout opens #/checkout', async () => {
    const { host, store } = await openCart('booking');
    expect(summary(host)).toContain('Home collection₹100');
    expect(summary(host)).toContain('Total₹598');
    expect(summary(host)).toContain('Home collection is free for orders of ₹500 or more.');
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'Checkout' }));
    });
    await settle(() => expect(location.hash).toBe('#/checkout'));
    await checkoutShown(store, 'Retry');
    expect(store.queryByText('Checkout functionality to be implemented')).toBeNull();
  });

  it('Book Now opens the checkout of its one test alone and leaves the cart as it is', async () => {
    const { store } = await openStore('#/product?id=cbc', 'booking=""');
    await settle(() => expect(store.getByRole('heading', { level: 1, name: cbc.name })).toBeTruthy());
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'Book Now' }));
    });
    await settle(() => expect(location.hash).toBe('#/checkout?test=cbc'));
    await checkoutShown(store, 'Log in to book a home collection');
    expect(api.requests.filter((request) => request.path.startsWith('/api/v1/cart'))).toEqual([]);
  });

  it('removing the attribute turns booking off again', async () => {
    const { host, store } = await openCart('booking');
    await settle(() => expect(summary(host)).toContain('Home collection'));
    act(() => {
      host.removeAttribute('booking');
    });
    await settle(() => expect(summary(host)).not.toContain('Home collection'));
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'Checkout' }));
    });
    await settle(() => expect(store.getByText('Checkout functionality to be implemented')).toBeTruthy());
  });
});
