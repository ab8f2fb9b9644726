import { readFile } from 'node:fs/promises';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { storeLanguageChoice } from './support/languages';
import { readLoginCode } from './support/loginCode';
import { findOverflow, settled } from './support/overflow';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/*
 * My data in a real page against the reference server (product §12): opened from the
 * account menu, the download's content, a withdrawal, and Delete my account with a fresh code,
 * after which the number starts a new, empty account. Each message and refusal is proven in
 * src/elements/lab-storefront/screens/myData/MyDataPage.test.tsx.
 */

test('a visitor downloads their data, withdraws a consent and deletes the account with a fresh code', async ({ page }) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['cbc']);
  const consent = await page.request.post('/api/v1/me/consents', {
    data: { purpose: 'analytics' },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(consent.status(), await consent.text()).toBe(201);
  await page.goto('/#/');
  const store = storefront(page);
  await store.getByRole('button', { name: 'My account' }).click();
  await store.getByRole('link', { name: 'My data' }).click();
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('My data');
  await expect(store.getByText(`Mobile number: ${session.phoneNumber.slice(0, 2)}xxxxxx${session.phoneNumber.slice(-2)}`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await store.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(Object.keys(saved)).toEqual(expect.arrayContaining(['cart', 'people', 'addresses', 'bookings', 'consents']));
  expect(saved.cart).toEqual([expect.objectContaining({ testId: 'cbc' })]);
  await expect(store.getByRole('status').filter({ hasText: /Your data was saved as my-data-/ })).toBeVisible();

  await store.getByRole('button', { name: 'Withdraw consent: Analytics: measuring how the store is used' }).click();
  await expect(store.getByRole('status').filter({ hasText: 'Consent withdrawn. The store sends no analytics from this browser now.' })).toBeVisible();
  await expect(store.getByText(/^Withdrawn on /)).toBeVisible();
  await expect(store.getByRole('heading', { name: 'Consents' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('labConsent'))).toContain('denied');

  // A code sent just now starts the server's resend wait (5 s in these tests), which the dialog's send then meets.
  await page.request.post('/api/v1/auth/send-otp', { data: { phoneNumber: session.phoneNumber } });
  const open = store.getByRole('button', { name: 'Delete my account' });
  await open.click();
  const dialog = store.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
  await page.keyboard.type(session.phoneNumber);
  await page.keyboard.press('Enter');
  // The server's resend wait is said, then kept.
  await expect(dialog.getByRole('alert')).toContainText(/^Please wait \d+ seconds before requesting another OTP$/);
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('We sent a code to your number.')).toBeVisible({ timeout: 1000 });
  }).toPass({ intervals: [1000], timeout: 15_000 });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('000000');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('Invalid OTP');
  await dialog.getByRole('textbox', { name: 'Code' }).fill(await readLoginCode(session.phoneNumber));
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(store.getByRole('heading', { name: 'Your account has been deleted' })).toBeFocused();
  await expect(store.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  const oldSession = await page.request.get('/api/v1/me/data', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(oldSession.status()).toBe(401);

  // The number logs in again, once the resend wait of the deletion's code is over, to a new, empty account.
  await expect
    .poll(async () => (await page.request.post('/api/v1/auth/send-otp', { data: { phoneNumber: session.phoneNumber } })).status(), {
      intervals: [1000],
      timeout: 15_000,
    })
    .toBe(200);
  const verified = await page.request.post('/api/v1/auth/verify-otp', {
    data: { phoneNumber: session.phoneNumber, otp: await readLoginCode(session.phoneNumber) },
  });
  const fresh = (await verified.json()) as { token: string; userId: string | number };
  expect(String(fresh.userId)).not.toBe(session.userId);
  const data = (await (await page.request.get('/api/v1/me/data', { headers: { Authorization: `Bearer ${fresh.token}` } })).json()) as {
    data: Record<string, unknown[]>;
  };
  expect([data.data.cart, data.data.people, data.data.addresses, data.data.bookings, data.data.consents]).toEqual([[], [], [], [], []]);
});

for (const viewport of [{ width: 375, height: 812 }, { width: 1366, height: 900 }]) {
  test(`My data has no serious axe finding and no sideways scroll at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInThroughApi(page);
    await page.goto('/#/my-data');
    const store = storefront(page);
    await expect(store.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await settled(page);
    expect(await findOverflow(page, ['lab-storefront'])).toEqual([]);
    await expectNoSeriousA11yViolations(page, storeScreen);
    await store.getByRole('button', { name: 'Delete my account' }).click();
    // On the store's dialog surface (styles/dialog.css), as the cancel dialog: no browser border.
    const dialog = store.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toHaveCSS('border-top-width', '0px');
    await expect(dialog).not.toHaveCSS('border-top-left-radius', '0px');
    await expectNoSeriousA11yViolations(page, ['lab-storefront', 'dialog.confirm-dialog']);
  });
}

for (const [language, title] of [['en', 'My data'], ['kn', 'ನನ್ನ ಮಾಹಿತಿ'], ['hi', 'मेरी जानकारी']] as const) {
  test(`My data's heading in ${language}: '${title}'`, async ({ page }) => {
    await storeLanguageChoice(page, language);
    await logInThroughApi(page);
    await page.goto('/#/my-data');
    await expect(storefront(page).getByRole('heading', { level: 1 })).toHaveText(title);
  });
}
