import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { hashHref, useHashLocation, useHashSearch } from '../../../../router/hashLocation';
import { $comparedPackages } from '../../../../stores/comparison';
import { TabbedListing } from '../Listing/TabbedListing';
import { ProductDetail } from '../ProductDetail/ProductDetail';
import { ComparisonTray } from './ComparisonTray';
import ListingPage from '../../screens/listing/ListingPage';
import { startCannedApi, type CannedApi, type RecordedRequest } from '../../../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());
afterEach(() => act(() => $comparedPackages.set([])));

const groups = [{ category: 'CBC', tests: ['Haemoglobin'] }, { category: 'Lipid Profile', tests: ['LDL'] }];
const pkg = (id: string, name: string, category = 'Full Body Checkup') => ({
  _id: id, name, category, description: '', price: 999, originalPrice: 2299, fastingRequired: true, includedTests: groups,
});
const basic = pkg('basic', 'Basic Full Body Checkup');
const fullBody = [basic, ...['Advanced', 'Essential', 'Senior'].map((name) => pkg(name.toLowerCase(), `${name} Full Body Checkup`))];
const diabetes = [
  pkg('diabetes-care', 'Diabetes Care Advanced', 'Diabetes'),
  { ...pkg('hba1c', 'HbA1c', 'Diabetes'), includedTests: [{ category: 'Diabetes', tests: ['HbA1c', 'eAG'] }] },
];

function answerCatalogue({ path }: RecordedRequest) {
  if (path === '/api/v1/category/lessPrice/get') {
    return { json: { success: true, data: [{ _id: '1', name: 'Full Body Checkup' }, { _id: '2', name: 'Diabetes' }] } };
  }
  if (path === '/api/v1/bottombanners/get-random') return { status: 500, json: {} };
  return { json: { success: true, data: path.endsWith('/Diabetes') ? diabetes : fullBody } };
}

function renderListing() {
  api.answer(answerCatalogue);
  history.replaceState(null, '', '#/checkups?tab=Full%20Body%20Checkup');
  return render(
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <main>
        <TabbedListing title="Health Checkup Packages" intro="" tabKind="lessPrice" />
        <ComparisonTray />
      </main>
    </Router>,
  );
}

const mark = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Compare ${name}` });
const click = (element: Element) => {
  act(() => {
    fireEvent.click(element);
  });
};
const compareNow = () => within(tray()).getByRole<HTMLButtonElement>('button', { name: 'Compare now' });
const tray = () => screen.getByRole('region', { name: 'Packages to compare' });

describe('marking packages for comparison', () => {
  it('puts a Compare checkbox on every card of a package listing, a package of one group of tests too', async () => {
    renderListing();
    await screen.findByRole('heading', { name: 'Basic Full Body Checkup' });
    expect(screen.getAllByRole('checkbox', { name: /^Compare / })).toHaveLength(4);
    click(screen.getByRole('tab', { name: 'Diabetes' }));
    await screen.findByRole('heading', { name: 'HbA1c' });
    expect(mark('Diabetes Care Advanced')).toBeTruthy();
    expect(mark('HbA1c')).toBeTruthy();
  });

  it('puts none on the cards of the Single Tests listing', async () => {
    api.answer(answerCatalogue);
    render(
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
        <ListingPage path="/single-test" />
      </Router>,
    );
    await screen.findByRole('heading', { name: 'Basic Full Body Checkup' });
    expect(screen.queryAllByRole('checkbox', { name: /^Compare / })).toEqual([]);
  });

  it('puts one on the product screen of a test that includes two or more tests, and none on a single test', () => {
    const productScreen = (test: typeof basic) => (
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
        <ProductDetail test={test} />
      </Router>
    );
    const { rerender } = render(productScreen(diabetes[1] ?? basic));
    expect(mark('HbA1c')).toBeTruthy();
    rerender(productScreen({ ...basic, name: 'Vitamin D', includedTests: [{ category: 'Vitamins', tests: ['Vitamin D'] }] }));
    expect(screen.queryByRole('checkbox', { name: 'Compare Vitamin D' })).toBeNull();
  });

  it('shows the marks in a tray that compares from two, and refuses a fourth saying why', async () => {
    renderListing();
    await screen.findByRole('heading', { name: 'Basic Full Body Checkup' });
    expect(screen.queryByRole('region', { name: 'Packages to compare' })).toBeNull();
    click(mark('Basic Full Body Checkup'));
    expect(within(tray()).getByRole('status').textContent).toBe('1 of 3 packages marked Mark one more package to compare');
    expect(compareNow().disabled).toBe(true);
    click(mark('Advanced Full Body Checkup'));
    click(mark('Essential Full Body Checkup'));
    expect(compareNow().disabled).toBe(false);
    click(mark('Senior Full Body Checkup'));
    expect(mark('Senior Full Body Checkup').checked).toBe(false);
    // The screen's polite live region says why (Screen renders the store's messages).
    const refusal = screen.getByText('You can compare at most 3 packages. Remove one from the tray to add Senior Full Body Checkup.');
    expect(refusal.closest('[aria-live="polite"]')).toBeTruthy();
    expect(within(tray()).getByRole('status').textContent).toBe('3 of 3 packages marked');
    expect(within(tray()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Basic Full Body Checkup', 'Advanced Full Body Checkup', 'Essential Full Body Checkup',
    ]);
    await expectNoAxeViolations(document.body);
  });

  it('takes a package out from its remove button, unmarking its card and keeping focus in the tray', async () => {
    renderListing();
    await screen.findByRole('heading', { name: 'Basic Full Body Checkup' });
    click(mark('Basic Full Body Checkup'));
    click(mark('Advanced Full Body Checkup'));
    click(within(tray()).getByRole('button', { name: 'Remove Basic Full Body Checkup from the comparison' }));
    expect(mark('Basic Full Body Checkup').checked).toBe(false);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Advanced Full Body Checkup from the comparison');
  });

  it('keeps the marks while the visitor moves to another tab and to the product screen', async () => {
    const listing = renderListing();
    await screen.findByRole('heading', { name: 'Basic Full Body Checkup' });
    click(mark('Basic Full Body Checkup'));
    click(screen.getByRole('tab', { name: 'Diabetes' }));
    const diabetesMark = await screen.findByRole('checkbox', { name: 'Compare Diabetes Care Advanced' });
    click(diabetesMark);
    expect(within(tray()).getAllByRole('listitem')).toHaveLength(2);
    listing.unmount();
    render(
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
        <ProductDetail test={basic} />
        <ComparisonTray />
      </Router>,
    );
    expect(mark('Basic Full Body Checkup').checked).toBe(true);
    expect(within(tray()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Basic Full Body Checkup', 'Diabetes Care Advanced',
    ]);
  });
});
