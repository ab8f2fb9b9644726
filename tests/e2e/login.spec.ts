import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { readLoginCode, uniquePhoneNumber } from './support/loginCode';
import { expectNoSeriousA11yViolations, type ShadowPath } from './support/axe';
import { storefront } from './support/session';

/*
 * The login panel in a real page, against the real server: the modal's focus, its code arriving
 * late, the code step and a real login with the code the server sent, and the standalone element.
 * The panel's rules (a short number, Change Number, a refused resend, the API down) are proven in
 * src/elements/lab-login-panel/LoginPanel.test.tsx and LoginPanelCodes.test.tsx.
 */
const panelPath: ShadowPath = ['lab-storefront', 'dialog.login-panel'];
const panel = (page: Page) => storefront(page).locator('dialog.login-panel');

async function openPanel(page: Page) {
  // Over a screen that stands still: Home's moving strip slows every axe scan of the page down.
  await page.goto('/#/sitemap');
  await storefront(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

test('Login opens a modal side panel focused on the phone field; Escape closes it and focus returns', async ({ page }) => {
  await openPanel(page);
  const phone = panel(page).getByLabel('Mobile number');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('inputmode', 'numeric');
  await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
  await expectNoSeriousA11yViolations(page, panelPath);
  // The modal dialog keeps focus among its own controls (the page behind is inert).
  await page.keyboard.press('Shift+Tab');
  await expect(panel(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: 'Send OTP' })).toBeFocused();
  expect(await storefront(page).locator('main').evaluate((main) => main.matches(':focus-within'))).toBe(false);
  await panel(page).getByLabel('Mobile number').focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(storefront(page).getByRole('button', { name: 'Login', exact: true })).toBeFocused();
  // The shared store was closed too: Login opens it again.
  await storefront(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(panel(page)).toBeVisible();
});

test("Login pressed before the panel's code has arrived opens the panel as soon as it has", async ({ page }) => {
  // The panel's code comes after the first screen (when the page is idle, or at the first press):
  // held back here until Login has been pressed.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route('**/dist/chunks/lab-login-panel-body-*.js', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto('/#/sitemap');
  const login = storefront(page).getByRole('button', { name: 'Login', exact: true });
  await login.click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(panel(page)).toBeHidden();
  release();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(login).toBeFocused();
});

test('the code step, then verifying: a short code, a wrong code, then the right one stores the session, fires lab-login and reloads', async ({
  page,
}) => {
  const phoneNumber = uniquePhoneNumber();
  await openPanel(page);
  await page.evaluate(() => {
    document.addEventListener('lab-login', (event) => {
      sessionStorage.setItem('lab-login', JSON.stringify((event as CustomEvent).detail));
    });
  });
  await panel(page).getByLabel('Mobile number').fill(phoneNumber);
  await panel(page).getByRole('button', { name: 'Send OTP' }).click();
  const code = panel(page).getByLabel('One-time password (OTP)');

  // The code step: its field focused, the server's message as a success, the resend cooldown.
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(panel(page).getByRole('alert')).toHaveText('OTP sent successfully');
  await expect(panel(page).locator('.message--success')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, panelPath);

  await code.fill('12');
  await panel(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(panel(page).getByRole('alert')).toHaveText('Please enter a valid 6-digit OTP');

  const right = await readLoginCode(phoneNumber);
  await code.fill(right === '000000' ? '111111' : '000000');
  await panel(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(panel(page).locator('.message--error')).toBeVisible();

  await code.fill(right);
  const reloaded = page.waitForEvent('load');
  await panel(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(panel(page).getByRole('alert')).toHaveText('Login successful!');
  const stored = await page.evaluate(() => ({
    userId: localStorage.getItem('userId'),
    token: localStorage.getItem('userToken'),
    deviceKey: localStorage.getItem('labDeviceKey'),
    event: sessionStorage.getItem('lab-login'),
  }));
  expect(stored.userId).toBeTruthy();
  expect(stored.token).toBeTruthy();
  // The browser's device key for its next code requests, kept beside the session and in no event.
  expect(stored.deviceKey).toMatch(/^[\w-]{43}$/);
  expect(JSON.parse(stored.event ?? '{}')).toEqual({ userId: stored.userId });
  await reloaded;
  await expect(storefront(page).getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
});

test('the standalone lab-login-panel opens with its open attribute and drops it on Escape', async ({ page }) => {
  await page.goto('/#/sitemap');
  await page.evaluate(() => {
    const element = document.createElement('lab-login-panel');
    element.setAttribute('open', '');
    document.body.append(element);
  });
  const standalone = page.locator('lab-login-panel');
  await expect(standalone.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(standalone.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(standalone.getByRole('dialog')).toBeHidden();
  await expect(standalone).not.toHaveAttribute('open');
});
