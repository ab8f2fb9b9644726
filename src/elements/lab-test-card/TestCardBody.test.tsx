import { fireEvent, within } from '@testing-library/dom';
import { act } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $partner } from '../../stores/partner';
import { mountElement, waitInRealTime } from '../../../tests/unit/support/mountedElement';
import '../../../widgets/lab-test-card';
import type { CommerceItemsDetail } from '../../analytics/commerceItem';
import { startCannedApi, type CannedApi, type CannedReply, type RecordedRequest } from '../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../tests/unit/support/axe';

const thyroid = {
  name: 'Thyroid Profile Total (T3, T4, TSH)',
  category: 'Thyroid',
  description: 'The three standard thyroid tests together.',
  price: 449,
  originalPrice: 700,
  fastingRequired: false,
  reportTime: '24 hours',
  includedTests: [{ category: 'Thyroid', tests: ['T3', 'T4', 'TSH'] }],
};

/** The lab's answer: every id starting with `thyroid` is the Thyroid Profile, any other is unknown. */
function answerLikeTheLab({ path }: RecordedRequest): CannedReply {
  const id = decodeURIComponent(path.replace('/api/v1/tests/', ''));
  if (id.startsWith('thyroid')) return { json: { success: true, data: { _id: id, ...thyroid } } };
  return { status: 404, json: { success: false, message: 'Test not found' } };
}

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
beforeEach(() => {
  api.answer(answerLikeTheLab);
});
afterAll(() => api.close());

/** Puts the card in the page as an article would; each test reads another id (the visit keeps reads). */
async function mountCard(attributes: string) {
  const { host, view } = await mountElement('lab-test-card', attributes);
  return { host, card: view };
}

const waitFor = waitInRealTime;

describe('lab-test-card', () => {
  it('says it is loading, then shows the name, category, included tests and the price with the original struck', async () => {
    api.answer(() => 'hang');
    const { host, card } = await mountCard('test-id="thyroid-slow"');
    await waitFor(() => expect(card.getByText('Loading the test…')).toBeTruthy());
    api.answer(answerLikeTheLab);
    await act(async () => {
      host.setAttribute('test-id', 'thyroid-loaded');
      await Promise.resolve();
    });
    await waitFor(() => card.getByRole('link', { name: 'Thyroid Profile Total (T3, T4, TSH)' }));
    const text = host.shadowRoot?.textContent ?? '';
    expect(text).toContain('Thyroid');
    expect(text).toContain('3 tests included');
    expect(card.getByText('₹449').tagName).toBe('STRONG');
    expect(card.getByText('₹700').tagName).toBe('S');
    expect(card.getByRole('button', { name: 'Add to cart: Thyroid Profile Total (T3, T4, TSH)' })).toBeTruthy();
    await expectNoAxeViolations(host);
  });

  it("links the name to the store's product screen, on this page's hash or on store-url", async () => {
    const onThisPage = await mountCard('test-id="thyroid-link"');
    await waitFor(() => onThisPage.card.getByRole('link', { name: /Thyroid Profile/ }));
    expect(onThisPage.card.getByRole('link', { name: /Thyroid Profile/ }).getAttribute('href')).toBe(
      '#/product?id=thyroid-link&category=Thyroid',
    );
    const onTheStore = await mountCard('test-id="thyroid-link" store-url="/store.html"');
    await waitFor(() => onTheStore.card.getByRole('link', { name: /Thyroid Profile/ }));
    expect(onTheStore.card.getByRole('link', { name: /Thyroid Profile/ }).getAttribute('href')).toBe(
      '/store.html#/product?id=thyroid-link&category=Thyroid',
    );
  });

  it("carries its partner to the store's product screen", async () => {
    const { card } = await mountCard('test-id="thyroid-partner" store-url="/store.html" partner="green-valley-clinic"');
    await waitFor(() => card.getByRole('link', { name: /Thyroid Profile/ }));
    expect(card.getByRole('link', { name: /Thyroid Profile/ }).getAttribute('href')).toBe(
      '/store.html#/product?id=thyroid-partner&category=Thyroid&partner=green-valley-clinic',
    );
    act(() => $partner.set(''));
  });

  it('fires lab-select-item with the GA4 item when the name is followed', async () => {
    const { card } = await mountCard('test-id="thyroid-select"');
    await waitFor(() => card.getByRole('link', { name: /Thyroid Profile/ }));
    const heard: (CommerceItemsDetail & { item_list_name?: string })[] = [];
    document.addEventListener('lab-select-item', (event) => heard.push(event.detail), { once: true });
    act(() => {
      fireEvent.click(card.getByRole('link', { name: /Thyroid Profile/ }));
    });
    expect(heard).toEqual([
      {
        item_list_name: 'Article test card',
        currency: 'INR',
        value: 449,
        items: [
          {
            item_id: 'thyroid-select',
            item_name: thyroid.name,
            item_category: 'Thyroid',
            price: 449,
            discount: 251,
            item_list_name: 'Article test card',
          },
        ],
      },
    ]);
  });

  it("says 'Product not found' for an id the lab does not know, and without test-id", async () => {
    const unknown = await mountCard('test-id="no-such-test"');
    await waitFor(() => unknown.card.getByText('Product not found'));
    const missing = await mountCard('');
    await waitFor(() => missing.card.getByText('Product not found'));
    expect(missing.card.getByRole('link', { name: 'Browse health checkups' }).getAttribute('href')).toBe('#/checkups');
  });

  it('says a failed read failed and reads again on Retry', async () => {
    api.answer(() => ({ status: 500, json: { success: false } }));
    const { card } = await mountCard('test-id="thyroid-retry"');
    await waitFor(() => card.getByText('This could not be loaded'));
    expect(card.getByText('We could not load this right now. Please try again.')).toBeTruthy();
    api.answer(answerLikeTheLab);
    act(() => {
      fireEvent.click(card.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => card.getByRole('link', { name: /Thyroid Profile/ }));
  });

  it("asks a visitor who is not logged in to log in: 'Please login to add items to cart'", async () => {
    const { card } = await mountCard('test-id="thyroid-login"');
    await waitFor(() => card.getByRole('button', { name: /Add to cart/ }));
    act(() => {
      fireEvent.click(card.getByRole('button', { name: /Add to cart/ }));
    });
    await waitFor(() => card.getByText('Please login to add items to cart'));
    expect(api.requests.some((request) => request.path === '/api/v1/cart/add')).toBe(false);
  });

  it('shows each message once on a page with several cards', async () => {
    await mountCard('test-id="thyroid-first"');
    await act(async () => {
      document.body.insertAdjacentHTML('beforeend', '<lab-test-card test-id="thyroid-second"></lab-test-card>');
      await Promise.resolve();
    });
    const [first, second] = [...document.querySelectorAll('lab-test-card')].map((host) =>
      within(host.shadowRoot as unknown as HTMLElement),
    );
    if (!first || !second) throw new Error('two cards expected');
    await waitFor(() => second.getByRole('button', { name: /Add to cart/ }));
    act(() => {
      fireEvent.click(second.getByRole('button', { name: /Add to cart/ }));
    });
    await waitFor(() => first.getByText('Please login to add items to cart'));
    expect(second.queryByText('Please login to add items to cart')).toBeNull();
  });

  it.each([
    ['kn', 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ', '3 ಪರೀಕ್ಷೆಗಳು ಒಳಗೊಂಡಿವೆ', 'ಉತ್ಪನ್ನ ಕಂಡುಬಂದಿಲ್ಲ'],
    ['hi', 'कार्ट में जोड़ें', '3 टेस्ट शामिल', 'प्रोडक्ट नहीं मिला'],
  ])('speaks %s: every text of the card and of Product not found', async (lang, addToCart, included, notFound) => {
    const found = await mountCard(`lang="${lang}" test-id="thyroid-${lang}"`);
    await waitFor(() => expect(found.host.shadowRoot?.textContent).toContain(addToCart));
    expect(found.host.shadowRoot?.textContent).toContain(included);
    expect(found.card.getByRole('link', { name: thyroid.name })).toBeTruthy();
    const missing = await mountCard(`lang="${lang}"`);
    await waitFor(() => expect(missing.host.shadowRoot?.textContent).toContain(notFound));
  });
});
