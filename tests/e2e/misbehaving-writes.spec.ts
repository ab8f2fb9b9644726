import { expect, test } from './support/sharedPage';
import { uniquePhoneNumber } from './support/loginCode';
import { misbehave, never, network, shown, writeGivesUp, asked, withShortTimeOutsAndNoUncaughtErrors } from './support/misbehavingApi';
import { addToServerCart, logInThroughApi, storefront } from './support/session';
import { startSilentServer } from './support/silentServer';

/** Writes to an API that misbehaves: each ends with the spec's message and is sent once (support/misbehavingApi.ts). */
withShortTimeOutsAndNoUncaughtErrors();

test.describe('writes', () => {
  test('Send OTP to an API that accepts the connection and never answers ends with the spec\'s message, sent once; then it works', async ({ page }) => {
    const silent = await startSilentServer();
    try {
      // A host page of its own: the demo pages' CSP (`connect-src 'self'`) would refuse another port.
      await page.route('**/login-widget.html', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Login</title>
            <script type="module" src="/dist/widgets/lab-login-panel.js"></script></head>
            <body><lab-login-panel open api-base="${silent.url}"></lab-login-panel></body></html>`,
        }),
      );
      // A page Playwright fulfils counts as public to Chromium, and its calls to a loopback
      // address need the Local Network Access permission: a real partner page calls a public API.
      await page.context().grantPermissions(['local-network-access']);
      await page.goto('/login-widget.html');
      const widget = page.locator('lab-login-panel');
      const panel = widget.locator('dialog.login-panel');
      await panel.getByLabel('Mobile number').fill(uniquePhoneNumber());
      const send = panel.getByRole('button', { name: 'Send OTP' });
      // The same button, whatever it says ("Sending…" while busy): pressed twice.
      const submit = panel.locator('button[type="submit"]');
      const pressed = Date.now();
      await submit.click();
      await submit.click({ force: true });
      await expect(panel.getByRole('alert')).toHaveText('Error sending OTP. Please try again.', { timeout: writeGivesUp });
      // The message comes from the write's time-out, not from a call that failed at once.
      expect(Date.now() - pressed).toBeGreaterThanOrEqual(network.writeTimeout);
      await expect(send).toBeEnabled();
      // Nothing was answered, so no connection could carry a second request: one connection, one
      // request (the CORS preflight, which the silent API never answers, so the POST never follows).
      expect(silent.connections()).toBe(1);
      expect(silent.requests()).toBe(1);

      await widget.evaluate((element) => element.setAttribute('api-base', location.origin));
      await send.click();
      await expect(panel.getByLabel('One-time password (OTP)')).toBeVisible(shown);
    } finally {
      await page.context().clearPermissions();
      await silent.close();
    }
  });

  test('Verify and Resend to an API that never answers end with the spec\'s messages, each sent once', async ({ page }) => {
    // The first send is answered (without a resend cooldown); every later one is held for ever.
    const sends = await misbehave(page, '**/api/v1/auth/send-otp', (route, count) =>
      count === 1 ? route.fulfill({ json: { success: true, message: 'OTP sent successfully' } }) : undefined,
    );
    const verifies = await misbehave(page, '**/api/v1/auth/verify-otp', never);
    await page.goto('/#/sitemap');
    const store = storefront(page);
    await store.getByRole('button', { name: 'Login', exact: true }).click();
    const panel = store.locator('dialog.login-panel');
    await panel.getByLabel('Mobile number').fill(uniquePhoneNumber());
    await panel.getByRole('button', { name: 'Send OTP' }).click();
    await expect(panel.getByLabel('One-time password (OTP)')).toBeVisible(shown);
    const verify = panel.getByRole('button', { name: 'Verify OTP' });
    await panel.getByLabel('One-time password (OTP)').fill('123456');
    // The same button, whatever it says ("Verifying…" while busy): pressed twice.
    const submit = panel.locator('button[type="submit"]');
    await submit.click();
    await submit.click({ force: true });
    await expect(panel.getByRole('alert')).toHaveText('Error verifying OTP. Please try again.', { timeout: writeGivesUp });
    await expect(verify).toBeEnabled();
    expect(verifies.count).toBe(1);

    // Resend is disabled while it works: the second press is the browser's to refuse.
    const resend = panel.getByRole('button', { name: 'Resend OTP' });
    await resend.click();
    await expect(panel.getByRole('alert')).toHaveText('Error resending OTP. Please try again.', { timeout: writeGivesUp });
    await expect(resend).toBeEnabled();
    expect(sends.count).toBe(2);
  });

  test('Add to cart to an API that never answers says \'Error adding item to cart\', sent once, and works again', async ({ page }) => {
    await logInThroughApi(page);
    const adds = await misbehave(page, '**/api/v1/cart/add', never);
    await page.goto('/#/product?id=cbc');
    const store = storefront(page);
    const add = store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' });
    const boxButton = store.locator('.product__actions').getByRole('button').first();
    await expect(add).toBeVisible(shown);
    await boxButton.click();
    await boxButton.click({ force: true });
    await expect(store.getByRole('alert').filter({ hasText: 'Error adding item to cart' })).toBeVisible({ timeout: writeGivesUp });
    expect(adds.count).toBe(1);
    await page.unroute('**/api/v1/cart/add');
    await add.click();
    await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();
  });

  test('Remove to an API that never answers says \'Error removing item from cart\', sent once', async ({ page }) => {
    const session = await logInThroughApi(page);
    await addToServerCart(page, session, ['cbc']);
    const removals = await misbehave(page, '**/api/v1/cart/remove', never);
    await page.goto(`/#/cart?userId=${session.userId}`);
    const store = storefront(page);
    await store.getByRole('button', { name: 'Remove Complete Blood Count (CBC)' }).click(shown);
    const confirm = store.getByRole('dialog').getByRole('button', { name: 'Remove' });
    await confirm.click();
    await confirm.click({ force: true });
    await expect(store.getByRole('alert').filter({ hasText: 'Error removing item from cart' })).toBeVisible({ timeout: writeGivesUp });
    expect(removals.count).toBe(1);
  });

  test('Logout to an API that never answers signs out after the write time-out, sent once', async ({ page }) => {
    await logInThroughApi(page);
    const logouts = await misbehave(page, '**/api/v1/auth/logout', never);
    await page.goto('/#/sitemap');
    const store = storefront(page);
    await store.getByRole('button', { name: 'My account' }).click();
    await store.getByRole('button', { name: 'Logout' }).click();
    await asked(logouts);
    await expect(store.getByRole('button', { name: 'Login', exact: true })).toBeVisible({ timeout: writeGivesUp });
    expect(logouts.count).toBe(1);
  });
});
