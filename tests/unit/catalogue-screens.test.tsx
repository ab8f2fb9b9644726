import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import ListingPage from '../../src/elements/lab-storefront/screens/listing/ListingPage';
import { hashHref, useHashLocation, useHashSearch } from '../../src/router/hashLocation';
import { CATALOGUE_SCREENS } from '../../src/router/storeScreens';
import { $apiBase } from '../../src/stores/config';
import { withCannedApi, type CannedReply, type RecordedRequest } from './support/cannedApi';
import { phrase, translator, type MessageKey } from '../../src/i18n';

const inEnglish = (key: MessageKey) => translator('en')(phrase(key));

/**
 * Every catalogue screen of the route table (product §2, §7, §8) as the store renders it, from
 * canned API answers: its title, its tests, its empty and failed states, its banner. What needs a
 * real page (the skeletons' geometry, Back after choosing tabs, axe in Chromium) stays in
 * tests/e2e/catalogue.spec.ts.
 */
const canned = withCannedApi();
afterEach(() => {
  canned.api.requests.length = 0;
});

const fullBody = {
  _id: 'exclusive-full-body-special',
  name: 'Full Body Checkup + 1 Special Profile FREE',
  category: 'Exclusive',
  price: 999,
  originalPrice: 2299,
  fastingRequired: true,
  reportTime: '24 hours',
  includedTests: [{ category: 'CBC', tests: ['Haemoglobin', 'Platelets', 'WBC'] }],
};

/** The lab's answers: two tabs of every kind, `tests` in every list, a banner under them. */
function lab(
  tests: unknown[] = [fullBody],
  banner: CannedReply = {
    json: { success: true, data: { imageUrl: '/banners/offer.png' } },
  },
) {
  return ({ path }: RecordedRequest): CannedReply => {
    if (/^\/api\/v1\/category\/\w+\/get$/.test(path)) {
      return {
        json: {
          success: true,
          data: [
            { _id: '1', name: 'Full Body Checkup' },
            { _id: '2', name: 'Diabetes' },
          ],
        },
      };
    }
    if (path === '/api/v1/bottombanners/get-random') return banner;
    return { json: { success: true, data: tests } };
  };
}

function openScreen(path: string) {
  history.replaceState(null, '', `#${path}`);
  return render(
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <ListingPage path={path} />
    </Router>,
  );
}

const listings = CATALOGUE_SCREENS.map((row) => ({
  route: row.path,
  title: inEnglish(row.title),
  tabbed: 'tabs' in row,
  empty: 'empty' in row ? inEnglish(row.empty) : '',
  api:
    'source' in row
      ? row.source.kind === 'category'
        ? `/api/v1/tests/category/${row.source.name}`
        : `/api/v1/tests/selected/${row.source.selection}`
      : '',
}));

describe('the catalogue screens', () => {
  for (const { route, title, tabbed } of listings)
    it(`${route} shows '${title}' with its tests and one h1`, async () => {
      canned.api.answer(lab());
      const { container } = openScreen(route);
      await screen.findByRole('heading', { name: fullBody.name });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      if (tabbed) expect(screen.getAllByRole('tab')[0]?.getAttribute('aria-selected')).toBe('true');
      expect(container.querySelector('.test-card')).not.toBeNull();
    });

  for (const { route, empty, api: address } of listings.filter((listing) => !listing.tabbed)) {
    it(`${route} shows '${empty}' for an empty list`, async () => {
      canned.api.answer(lab([]));
      openScreen(route);
      expect(await screen.findByText(empty)).toBeTruthy();
      expect(canned.api.requests.map((request) => request.path)).toContain(address);
    });
  }

  it('a tab with no tests shows "No tests available in this category"', async () => {
    canned.api.answer(lab([]));
    openScreen('/men-care');
    expect(await screen.findByText('No tests available in this category')).toBeTruthy();
  });

  it('a card shows the name, included tests, struck original price, saving, fasting, report time, Add to cart and a product link', async () => {
    canned.api.answer(lab());
    openScreen('/package');
    const card = (await screen.findByRole('heading', { name: fullBody.name })).closest('article') as HTMLElement;
    expect(card.textContent).toMatch(/\d+ tests included/);
    expect(within(card).getByText('₹2,299').tagName).toBe('S');
    expect(card.textContent).toContain('Original price');
    expect(card.textContent).toContain('Save ₹1,300');
    expect(card.textContent).toContain('FastingRequired');
    expect(card.textContent).toContain('Reports in');
    expect(
      within(card).getByRole('button', {
        name: `Add to cart: ${fullBody.name}`,
      }),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: fullBody.name }).getAttribute('href')).toBe(
      '#/product?id=exclusive-full-body-special&category=Exclusive',
    );
  });

  it('a server error says the list could not be loaded, and Retry loads it', async () => {
    canned.api.answer(() => ({ status: 500, json: { success: false } }));
    const { container } = openScreen('/special-care');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(container.querySelector('.load-state[role="alert"]')?.textContent).toContain(
      'We could not load this right now. Please try again.',
    );
    expect(screen.queryByText('No special care packages available')).toBeNull();
    canned.api.answer(lab());
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: fullBody.name })).toBeTruthy();
  });

  it('with the API down the tabs say the server could not be reached', async () => {
    canned.api.answer(({ path }) => (path.startsWith('/api/v1/category/') ? 'drop' : lab()({ path } as RecordedRequest)));
    const { container } = openScreen('/vital-organ');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(container.querySelector('.load-state[role="alert"]')?.textContent).toContain(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('a random bottom banner from the API is shown under the listing, and hidden when it fails', async () => {
    canned.api.answer(lab());
    const first = openScreen('/package');
    const banner = await screen.findByRole('img', {
      name: 'Current offer from Sanjeevani Diagnostics',
    });
    expect(banner.getAttribute('src')).toBe(`${$apiBase.get()}/banners/offer.png`);
    first.unmount();

    canned.api.requests.length = 0;
    canned.api.answer(lab([fullBody], { status: 500, json: {} }));
    const { container } = openScreen('/single-test');
    await screen.findByRole('heading', { name: fullBody.name });
    // A failed read is sent once more (src/api/client.ts): both answered, the banner has given up.
    const bannerCalls = () => canned.api.requests.filter((request) => request.path === '/api/v1/bottombanners/get-random');
    await waitFor(() => expect(bannerCalls()).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('.bottom-banner')).toBeNull();
  });
});
