import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { PlainListing } from './PlainListing';
import { TabbedListing } from './TabbedListing';
import { hashHref, useHashLocation, useHashSearch } from '../../../../router/hashLocation';
import { HostElementContext } from '../../../../elementRuntime/hostElement';
import { startCannedApi, type CannedApi, type RecordedRequest } from '../../../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());

const pack = (id: string, price: number, fastingRequired: boolean) => ({
  _id: id,
  name: `Package ${id}`,
  description: `What package ${id} checks.`,
  category: 'Full Body Checkup',
  price,
  fastingRequired,
  includedTests: [{ category: 'CBC', tests: ['Haemoglobin', 'Platelets'] }],
});

const tests: Record<string, unknown[]> = {
  'Full Body Checkup': [pack('basic', 999, true), pack('essential', 599, false), pack('wide', 2999, true), pack('vitamins', 1499, false)],
  Diabetes: [pack('sugar', 549, true)],
};

function answerCatalogue() {
  api.answer(({ path }: RecordedRequest) => {
    if (path === '/api/v1/category/lessPrice/get') {
      return { json: { success: true, data: [{ _id: '1', name: 'Full Body Checkup' }, { _id: '2', name: 'Diabetes' }] } };
    }
    if (path === '/api/v1/bottombanners/get-random') return { status: 500, json: {} };
    return { json: { success: true, data: tests[decodeURIComponent(path.replace('/api/v1/tests/category/', ''))] ?? [] } };
  });
}

function renderInStore(ui: React.ReactNode, host: HTMLElement | null = null) {
  return render(
    <HostElementContext.Provider value={host}>
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>{ui}</Router>
    </HostElementContext.Provider>,
  );
}

const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const status = () => document.querySelector('.listing-count[role="status"]')?.textContent;
const sortBy = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });

describe('sort and filter on a listing screen', () => {
  it('sorts by price both ways and back to the catalogue order, saying so in the live count', async () => {
    answerCatalogue();
    history.replaceState(null, '', '#/checkups');
    renderInStore(<TabbedListing title="Health Checkup Packages" intro="" tabKind="lessPrice" />);
    await screen.findByRole('heading', { name: 'Package basic' });
    expect([...sortBy().options].map((option) => option.text)).toEqual(['Recommended', 'Price: low to high', 'Price: high to low']);
    expect(names()).toEqual(['Package basic', 'Package essential', 'Package wide', 'Package vitamins']);
    act(() => void fireEvent.change(sortBy(), { target: { value: 'priceAscending' } }));
    expect(names()).toEqual(['Package essential', 'Package basic', 'Package vitamins', 'Package wide']);
    expect(status()).toBe('4 tests, lowest price first');
    act(() => void fireEvent.change(sortBy(), { target: { value: 'priceDescending' } }));
    expect(names()).toEqual(['Package wide', 'Package vitamins', 'Package basic', 'Package essential']);
    expect(status()).toBe('4 tests, highest price first');
    act(() => void fireEvent.change(sortBy(), { target: { value: 'catalogue' } }));
    expect(names()).toEqual(['Package basic', 'Package essential', 'Package wide', 'Package vitamins']);
    expect(status()).toBe('4 tests');
    // The address keeps only the tab, as product §2 writes these routes.
    expect(location.hash).toBe('#/checkups');
  });

  it('keeps only the tests needing no fasting, and offers every test again when none is left', async () => {
    answerCatalogue();
    history.replaceState(null, '', '#/checkups');
    renderInStore(<TabbedListing title="Health Checkup Packages" intro="" tabKind="lessPrice" />);
    await screen.findByRole('heading', { name: 'Package basic' });
    act(() => void fireEvent.change(sortBy(), { target: { value: 'priceAscending' } }));
    act(() => void fireEvent.click(screen.getByRole('checkbox', { name: 'No fasting needed' })));
    expect(names()).toEqual(['Package essential', 'Package vitamins']);
    expect(status()).toBe('2 tests need no fasting, lowest price first');
    // The choices are the screen's: another tab keeps them.
    act(() => void fireEvent.click(screen.getByRole('tab', { name: 'Diabetes' })));
    expect(location.hash).toBe('#/checkups?tab=Diabetes');
    expect(await screen.findByText('Every test in this list needs fasting.')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Show all tests' })));
    expect(names()).toEqual(['Package sugar']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'No fasting needed' }).checked).toBe(false);
    expect(sortBy().value).toBe('priceAscending');
  });

  it('shows its choices on a listing without tabs, with no accessibility violations', async () => {
    answerCatalogue();
    const { container } = renderInStore(
      <PlainListing title="Exclusive Packages" intro="" source={{ kind: 'category', name: 'Full Body Checkup' }} emptyText="No exclusive packages available" />,
    );
    await screen.findByRole('heading', { name: 'Package basic' });
    within(screen.getByRole('group', { name: 'Sort and filter' })).getByRole('combobox', { name: 'Sort by' });
    await expectNoAxeViolations(container);
  });

  it('puts the listing in the host’s light DOM as one schema.org ItemList, in the order shown', async () => {
    answerCatalogue();
    const host = document.body.appendChild(document.createElement('lab-storefront-probe'));
    renderInStore(<PlainListing title="" intro="" source={{ kind: 'category', name: 'Full Body Checkup' }} emptyText="" />, host);
    await screen.findByRole('heading', { name: 'Package basic' });
    act(() => void fireEvent.change(sortBy(), { target: { value: 'priceAscending' } }));
    const scripts = () => host.querySelectorAll(':scope > script[type="application/ld+json"]');
    await waitFor(() => expect(scripts()[0]?.textContent).toContain('"position":1,"item":{"@type":"Product","name":"Package essential"'));
    expect(scripts()).toHaveLength(1);
    const list = JSON.parse(scripts()[0]?.textContent ?? '{}') as { name: string; itemListElement: { item: { name: string; url: string; offers: { price: number } } }[] };
    expect(list.name).toBe('Full Body Checkup');
    expect(list.itemListElement.map(({ item }) => [item.name, item.offers.price])).toEqual([
      ['Package essential', 599], ['Package basic', 999], ['Package vitamins', 1499], ['Package wide', 2999],
    ]);
    expect(list.itemListElement[0]?.item.url).toBe(new URL('#/product?id=essential&category=Full+Body+Checkup', document.baseURI).href);
    host.remove();
  });
});
