import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { hashHref, useHashLocation, useHashSearch } from '../../../../router/hashLocation';
import { $comparedPackages, toggleComparedPackage } from '../../../../stores/comparison';
import { $messagesInDialog } from '../../../../stores/toasts';
import { ComparisonTray } from './ComparisonTray';
import { startCannedApi, type CannedApi, type RecordedRequest } from '../../../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());
afterEach(() => act(() => $comparedPackages.set([])));

const fullBody = (id: string, name: string, tests: string[]) => ({
  _id: id, name, category: 'Full Body Checkup', price: 999, originalPrice: 2299, fastingRequired: true,
  includedTests: [{ category: 'Complete Blood Count', tests: ['Haemoglobin'] }, { category: 'Vitamin', tests }],
});
const packages = [
  fullBody('basic', 'Basic Full Body Checkup', ['Vitamin D']),
  fullBody('advanced', 'Advanced Full Body Checkup', ['Vitamin D', 'Vitamin B12']),
];

function renderTrayWithTwoMarks() {
  api.answer(({ path }: RecordedRequest) => {
    const found = packages.find((pkg) => path === `/api/v1/tests/${pkg._id}`);
    return found ? { json: { success: true, data: found } } : { status: 404, json: { success: false } };
  });
  act(() => {
    for (const { _id, name } of packages) toggleComparedPackage({ id: _id, name });
  });
  history.replaceState(null, '', '#/checkups?tab=Full%20Body%20Checkup');
  render(
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <main>
        <ComparisonTray />
      </main>
    </Router>,
  );
  return screen.getByRole('button', { name: 'Compare now' });
}

describe('the comparison dialog', () => {
  it('opens over the screen from Compare now, shows both packages and leaves the route as it was', async () => {
    const compareNow = renderTrayWithTwoMarks();
    act(() => {
      fireEvent.click(compareNow);
    });
    const dialog = await screen.findByRole<HTMLDialogElement>('dialog', { name: 'Compare packages' });
    expect(dialog.open).toBe(true);
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByText('Basic Full Body Checkup').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Advanced Full Body Checkup').length).toBeGreaterThan(0);
    expect(location.hash).toBe('#/checkups?tab=Full%20Body%20Checkup');
    await expectNoAxeViolations(dialog);
  });

  it('closes from its Close button and from Escape, giving focus back to Compare now', async () => {
    const compareNow = renderTrayWithTwoMarks();
    act(() => {
      fireEvent.click(compareNow);
    });
    const dialog = await screen.findByRole<HTMLDialogElement>('dialog', { name: 'Compare packages' });
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    // The dialog stays in the tray, closed, to open again at once.
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(compareNow);

    act(() => {
      fireEvent.click(compareNow);
    });
    expect(dialog.open).toBe(true);
    // What the browser does on Escape: a cancel event, then the dialog closes itself.
    act(() => {
      dialog.dispatchEvent(new Event('cancel'));
      dialog.close();
    });
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(compareNow);
  });

  it("shows Add to cart's messages in the dialog, over the inert screen, and gives them back on closing", async () => {
    const compareNow = renderTrayWithTwoMarks();
    act(() => {
      fireEvent.click(compareNow);
    });
    const dialog = await screen.findByRole<HTMLDialogElement>('dialog', { name: 'Compare packages' });
    const add = await within(dialog).findByRole('button', { name: 'Add to cart: Basic Full Body Checkup' });
    act(() => {
      fireEvent.click(add);
    });
    const message = await within(dialog).findByRole('status');
    await within(message).findByText('Please login to add items to cart');
    expect(within(message).getByRole('button', { name: 'Login' })).toBeDefined();
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    expect($messagesInDialog.get()).toBe(false);
  });
});
