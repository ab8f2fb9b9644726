import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { PlainListing } from './PlainListing';
import { TabbedListing } from './TabbedListing';
import { hashHref, useHashLocation, useHashSearch } from '../../../../router/hashLocation';
import { startCannedApi, type CannedApi, type CannedReply, type RecordedRequest } from '../../../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());
afterEach(() => {
  api.requests.length = 0;
});

const test = (id: string, name: string) => ({
  _id: id,
  name,
  category: 'Full Body Checkup',
  price: 999,
  originalPrice: 2299,
  fastingRequired: true,
  includedTests: [{ category: 'CBC', tests: ['Haemoglobin', 'Platelets'] }],
});

function catalogue(tests: Record<string, unknown[]>) {
  return ({ path }: RecordedRequest): CannedReply => {
    if (path === '/api/v1/category/lessPrice/get') {
      return { json: { success: true, data: [{ _id: '1', name: 'Full Body Checkup' }, { _id: '2', name: 'Diabetes' }] } };
    }
    if (path === '/api/v1/bottombanners/get-random') return { status: 500, json: {} };
    const name = path.replace('/api/v1/tests/category/', '');
    return { json: { success: true, data: tests[name] ?? [] } };
  };
}

function renderInStore(ui: React.ReactNode) {
  return render(
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      {ui}
    </Router>,
  );
}

const checkups = <TabbedListing title="Health Checkup Packages" intro="" tabKind="lessPrice" />;

describe('tabbed listing', () => {
  it('selects the first tab and lists its tests with price, saving, fasting, report time and a product link', async () => {
    api.answer(catalogue({ 'Full Body Checkup': [test('fb', 'Basic Full Body Checkup')] }));
    history.replaceState(null, '', '#/checkups');
    renderInStore(checkups);
    const card = (await screen.findByRole('heading', { name: 'Basic Full Body Checkup' })).closest('article') as HTMLElement;
    expect(screen.getByRole('tab', { name: 'Full Body Checkup' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card).getByText('2 tests included')).toBeTruthy();
    expect(within(card).getByText(/Save ₹1,300 · 57% off/)).toBeTruthy();
    expect(within(card).getByText('₹2,299').tagName).toBe('S');
    expect(within(card).getByText('Required')).toBeTruthy();
    expect(within(card).getByText('24 hours')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Basic Full Body Checkup' }).getAttribute('href')).toBe(
      '#/product?id=fb&category=Full+Body+Checkup',
    );
  });

  it('selects the tab named in the address and moves between tabs with the arrow keys', async () => {
    api.answer(catalogue({ Diabetes: [test('hb', 'HbA1c')] }));
    history.replaceState(null, '', '#/checkups?tab=Diabetes');
    renderInStore(checkups);
    await screen.findByRole('heading', { name: 'HbA1c' });
    const diabetes = screen.getByRole('tab', { name: 'Diabetes' });
    expect(diabetes.getAttribute('aria-selected')).toBe('true');
    expect(diabetes.tabIndex).toBe(0);
    const historyLength = history.length;
    act(() => {
      fireEvent.keyDown(diabetes, { key: 'ArrowRight' });
    });
    expect(location.hash).toBe('#/checkups?tab=Full+Body+Checkup');
    expect(history.length).toBe(historyLength);
    expect(screen.getByRole('tab', { name: 'Full Body Checkup' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No tests available in this category')).toBeTruthy();
  });

  it('has no accessibility violations with its tabs and cards shown', async () => {
    api.answer(catalogue({ 'Full Body Checkup': [test('fb', 'Basic Full Body Checkup'), test('fb2', 'Advanced Full Body')] }));
    history.replaceState(null, '', '#/checkups');
    const { container } = renderInStore(checkups);
    await screen.findByRole('heading', { name: 'Advanced Full Body' });
    await expectNoAxeViolations(container);
  });
});

describe('plain listing', () => {
  const exclusive = (
    <PlainListing
      title="Exclusive Packages"
      intro=""
      source={{ kind: 'category', name: 'Exclusive' }}
      emptyText="No exclusive packages available"
    />
  );

  it('shows the screen’s own empty text for an empty list', async () => {
    api.answer(catalogue({}));
    renderInStore(exclusive);
    expect(await screen.findByText('No exclusive packages available')).toBeTruthy();
  });

  it('says a failed load failed and loads again on Retry', async () => {
    api.answer(() => ({ status: 500, json: { success: false } }));
    renderInStore(exclusive);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('No exclusive packages available')).toBeNull();
    api.answer(catalogue({ Exclusive: [test('ex', 'Full Body Special')] }));
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Full Body Special' })).toBeTruthy();
  });
});
