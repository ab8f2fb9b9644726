import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../widgets/lab-storefront';
import { withCannedApi, type CannedReply, type RecordedRequest } from './support/cannedApi';
import { cbc } from './support/sampleTests';
import { openStore, settle } from './support/storeElement';

/**
 * The product screen in the store's element from canned answers (product §2, §6, §8): the defaults
 * of its facts, Book Now, a failed read and Add to cart while logged out. A long package's groups
 * and axe stay in tests/e2e/product.spec.ts.
 */
const canned = withCannedApi();

const plain = {
  _id: 'plain-test',
  name: 'Plain Test',
  description: 'A test.',
  category: 'Blood',
  price: 200,
  fastingRequired: false,
  includedTests: [],
};

function lab(overrides: Record<string, CannedReply> = {}) {
  return ({ path }: RecordedRequest): CannedReply => {
    if (path in overrides) return overrides[path] as CannedReply;
    if (path === '/api/v1/tests/plain-test') return { json: { success: true, data: plain } };
    if (path === '/api/v1/tests/cbc') return { json: { success: true, data: cbc } };
    return { status: 404, json: { success: false } };
  };
}

/** The store's product screen once its h1 says `heading`. */
async function openProduct(hash: string, heading: string) {
  const opened = await openStore(hash);
  const main = () => opened.host.shadowRoot?.querySelector('main') as HTMLElement;
  await settle(() => expect(main().querySelector('h1')?.textContent).toBe(heading));
  return { ...opened, main: main() };
}

/** The store's messages (its toasts) as text. */
const messages = (host: Element) =>
  [...(host.shadowRoot?.querySelectorAll('[role="status"], [role="alert"]') ?? [])].map((region) => region.textContent).join('\n');

describe('the product screen', () => {
  it("sample type and report time default to 'Blood' and '24 hours', fasting to 'Not Required'", async () => {
    canned.api.answer(lab());
    const { main } = await openProduct('#/product?id=plain-test&category=Blood', 'Plain Test');
    const facts = main.querySelector('.product__facts')?.textContent;
    expect(facts).toContain('Sample typeBlood');
    expect(facts).toContain('FastingNot Required');
    expect(facts).toContain('Report time24 hours');
  });

  it("Book Now shows 'Book now functionality to be implemented'", async () => {
    canned.api.answer(lab());
    const { host, main } = await openProduct('#/product?id=cbc&category=Complete%20Blood%20Count', cbc.name);
    act(() => {
      fireEvent.click(within(main).getByRole('button', { name: 'Book Now' }));
    });
    await settle(() => expect(messages(host)).toContain('Book now functionality to be implemented'));
  });

  it("'Product not found' without an id and for an id the server does not know", async () => {
    canned.api.answer(lab());
    await openProduct('#/product', 'Product not found');
    await openProduct('#/product?id=no-such-test', 'Product not found');
  });

  it('a server error on the product says so and offers Retry', async () => {
    // A test no other screen here has read: a product once read is kept for the visit.
    const retried = { ...cbc, _id: 'retried-after-error' };
    const path = `/api/v1/tests/${retried._id}`;
    canned.api.answer(lab({ [path]: { status: 500, json: { success: false } } }));
    const { store } = await openStore(`#/product?id=${retried._id}`);
    await settle(() => expect(store.getByText('We could not load this right now. Please try again.')).toBeTruthy());
    canned.api.answer(lab({ [path]: { json: { success: true, data: retried } } }));
    act(() => {
      fireEvent.click(store.getByRole('button', { name: 'Retry' }));
    });
    await settle(() => expect(store.getByRole('heading', { level: 1 }).textContent).toBe(cbc.name));
  });

  it("Add to cart while logged out says 'Please login to add items to cart' and offers Login", async () => {
    canned.api.answer(lab());
    const { host, main } = await openProduct('#/product?id=cbc', cbc.name);
    act(() => {
      fireEvent.click(within(main).getByRole('button', { name: `Add to cart: ${cbc.name}` }));
    });
    await settle(() => expect(messages(host)).toContain('Please login to add items to cart'));
    const message = [...(host.shadowRoot?.querySelectorAll('[role="status"]') ?? [])].find((region) =>
      region.textContent.includes('Please login to add items to cart'),
    ) as HTMLElement;
    await act(async () => {
      fireEvent.click(within(message).getByRole('button', { name: 'Login' }));
      await Promise.resolve();
    });
    await settle(() => expect(host.shadowRoot?.querySelector('dialog.login-panel')?.hasAttribute('open')).toBe(true));
  });
});
