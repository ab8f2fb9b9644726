import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { storefront } from './support/session';

// Issue 41's journey on a phone: the narrowest screen is where a side-by-side comparison can fail.
test.use({ viewport: { width: 375, height: 812 } });

test('a visitor marks two Full Body packages and compares them side by side without leaving the listing', async ({ page }) => {
  await page.goto('/#/checkups?tab=Full%20Body%20Checkup');
  const store = storefront(page);
  await store.getByRole('checkbox', { name: 'Compare Basic Full Body Checkup' }).check();
  await store.getByRole('checkbox', { name: 'Compare Advanced Full Body Checkup' }).check();
  const tray = store.getByRole('region', { name: 'Packages to compare' });
  const compareNow = tray.getByRole('button', { name: 'Compare now' });
  const route = page.url();
  await compareNow.click();

  const dialog = store.getByRole('dialog', { name: 'Compare packages' });
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /Basic Full Body Checkup/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Advanced Full Body Checkup/ })).toBeAttached();
  expect(page.url()).toBe(route);
  // Modal: the browser keeps focus in it and makes the page under it inert.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page, ['lab-storefront', 'dialog']);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(compareNow).toBeFocused();
  expect(page.url()).toBe(route);
});
