import { expect, test, type Page } from '@playwright/test';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/*
 * A screen fetches the code it shows and no other: the listing, product and cart screens never
 * fetch the comparison (its table, its reads, its dialog: about 4 kB) or another screen's chunk.
 * The comparison comes when a visitor who marked packages presses Compare now.
 */
test.use({ viewport: { width: 375, height: 812 } });

const comparisonChunks = /^(lab-package-compare-body|ComparisonDialog)-/;

/** The file names of every script the page requests from now on. */
function recordScriptFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return files;
}

/** Waits until the page has asked for nothing for a while: the screen's lazy parts have all come. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const screenChunks = (files: string[]) => files.filter((file) => /^[A-Z]\w*Page-/.test(file)).map((file) => file.replace(/-.*/, ''));

test('the listing, product and cart screens fetch neither the comparison nor another screen', async ({ page }) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['cbc']);
  const store = storefront(page);
  const screens = [
    { address: '/#/checkups?tab=Full%20Body%20Checkup', shows: store.getByRole('checkbox', { name: 'Compare Basic Full Body Checkup' }), chunk: 'ListingPage' },
    { address: '/#/product?id=exclusive-full-body-special&category=Exclusive', shows: store.getByRole('heading', { level: 1, name: 'Full Body Checkup + 1 Special Profile FREE' }), chunk: 'ProductPage' },
    { address: `/#/cart?userId=${session.userId}`, shows: store.getByRole('heading', { level: 1, name: 'Your Cart' }), chunk: 'CartPage' },
  ];
  for (const screen of screens) {
    const files = recordScriptFiles(page);
    await page.goto('about:blank');
    await page.goto(screen.address);
    await expect(screen.shows).toBeVisible();
    await settled(page);
    expect(files.filter((file) => comparisonChunks.test(file)), screen.address).toEqual([]);
    expect(screenChunks(files), screen.address).toEqual([screen.chunk]);
    page.removeAllListeners('request');
  }
});

test('the comparison is fetched once a visitor who marked two packages presses Compare now', async ({ page }) => {
  const files = recordScriptFiles(page);
  await page.goto('/#/checkups?tab=Full%20Body%20Checkup');
  const store = storefront(page);
  await store.getByRole('checkbox', { name: 'Compare Basic Full Body Checkup' }).check();
  await store.getByRole('checkbox', { name: 'Compare Advanced Full Body Checkup' }).check();
  await settled(page);
  expect(files.filter((file) => comparisonChunks.test(file))).toEqual([]);

  await store.getByRole('region', { name: 'Packages to compare' }).getByRole('button', { name: 'Compare now' }).click();
  await expect(store.getByRole('dialog', { name: 'Compare packages' }).getByRole('table')).toBeVisible();
  expect(files.some((file) => file.startsWith('lab-package-compare-body-'))).toBe(true);
  expect(files.some((file) => file.startsWith('ComparisonDialog-'))).toBe(true);
});
