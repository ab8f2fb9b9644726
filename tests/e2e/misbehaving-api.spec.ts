import { createServer, type Server, type Socket } from 'node:net';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { uniquePhoneNumber } from './support/loginCode';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/**
 * Every screen and widget that calls the API, against an API that never answers,
 * answers slowly, drops a connection once, answers 500 or malformed JSON, and a browser that goes
 * offline and back. Nothing spins past its time-out, the right message shows, Retry works once the
 * API answers, no error escapes, and a write reaches the server once. The time-outs are the
 * client's settings (src/api/networkSettings.ts), shortened here so that 20 s take 2.5.
 */
const network = { readTimeout: 3000, writeTimeout: 2500, searchTimeout: 2000, retryDelay: 300, retryAfterCap: 1000 };
/**
 * The longest a read may take to show its failure once asked: two attempts and the pause between
 * them, with room for a busy machine; a write: one attempt.
 */
const readGivesUp = 2 * network.readTimeout + network.retryDelay + 2500;
const writeGivesUp = network.writeTimeout + 2000;
/** A page and its screen's code may take a while to arrive on a busy machine: until the first call. */
const asked = (seen: { count: number }) => expect.poll(() => seen.count, { timeout: 20_000 }).toBeGreaterThan(0);
const shown = { timeout: 20_000 };

// The machine these run on may be busy: the time-outs under test are short, the pages' loads not.
test.describe.configure({ timeout: 90_000 });

let errors: string[];
test.beforeEach(async ({ page }) => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((settings) => {
    window.labStorefrontNetwork = settings;
  }, network);
});
test.afterEach(() => {
  expect(errors, 'uncaught errors').toEqual([]);
});

/** Requests to `path` (a glob) that the handler holds for ever, answers or drops; counted. */
async function misbehave(page: Page, path: string, handle: (route: Route, count: number) => void | Promise<void>) {
  const seen = { count: 0 };
  await page.route(path, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    seen.count += 1;
    await handle(route, seen.count);
  });
  return seen;
}
const never = () => undefined;

test.describe('reads', () => {
  test('a listing whose API never answers gives up, says so with Retry, and Retry loads it', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/tests/selected/**', never);
    await page.goto('/#/single-test');
    const store = storefront(page);
    await asked(reads);
    await expect(store.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
    await expect(store.getByText('Loading…')).toHaveCount(0);
    expect(reads.count).toBe(2);
    await page.unroute('**/api/v1/tests/selected/**');
    await store.getByRole('button', { name: 'Retry' }).click();
    await expect(store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible();
  });

  test('a listing whose connection drops once loads by itself', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/tests/selected/**', (route, count) =>
      count === 1 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/#/single-test');
    await expect(storefront(page).getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible(shown);
    await expect(storefront(page).getByText('This could not be loaded')).toHaveCount(0);
    expect(reads.count).toBe(2);
  });

  test('a slow listing still shows, and a 500 then a good answer shows the list', async ({ page }) => {
    await misbehave(page, '**/api/v1/tests/selected/**', async (route, count) => {
      if (count === 1) return route.fulfill({ status: 500, json: { success: false } });
      await new Promise((resolve) => setTimeout(resolve, 600));
      return route.continue();
    });
    await page.goto('/#/single-test');
    await expect(storefront(page).getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible(shown);
  });

  test('tabs answered with malformed JSON say so with Retry, and Retry shows the tabs', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/category/lessPrice/get', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": true, "data": [' }),
    );
    await page.goto('/#/checkups');
    const store = storefront(page);
    await asked(reads);
    await expect(store.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
    await page.unroute('**/api/v1/category/lessPrice/get');
    await store.getByRole('button', { name: 'Retry' }).click();
    await expect(store.getByRole('tablist')).toBeVisible();
  });

  test('a product whose API never answers gives up with Retry, and Retry shows it', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/tests/cbc', never);
    await page.goto('/#/product?id=cbc');
    const store = storefront(page);
    await asked(reads);
    await expect(store.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
    expect(reads.count).toBe(2);
    await page.unroute('**/api/v1/tests/cbc');
    await store.getByRole('button', { name: 'Retry' }).click();
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('Complete Blood Count (CBC)');
  });

  test('the cart whose API never answers shows the empty cart with Retry, and Retry shows the items', async ({ page }) => {
    const session = await logInThroughApi(page);
    await addToServerCart(page, session, ['cbc']);
    const reads = await misbehave(page, `**/api/v1/cart/${session.userId}`, never);
    await page.goto(`/#/cart?userId=${session.userId}`);
    const store = storefront(page);
    await asked(reads);
    await expect(store.getByText('Your cart is empty')).toBeVisible({ timeout: readGivesUp });
    await expect(store.getByRole('alert').filter({ hasText: 'We could not load your cart, so it may not really be empty.' })).toBeVisible();
    await page.unroute(`**/api/v1/cart/${session.userId}`);
    await store.getByRole('button', { name: 'Retry' }).click();
    await expect(store.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toBeVisible();
  });

  test('a test card whose API never answers gives up with Retry, and Retry shows it; the banner never blocks a listing', async ({ page }) => {
    const reads = await misbehave(page, '**/api/v1/tests/thyroid-profile-total', never);
    await page.goto('/article.html');
    const card = page.locator('lab-test-card');
    await asked(reads);
    await expect(card.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
    await page.unroute('**/api/v1/tests/thyroid-profile-total');
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(card.getByRole('link', { name: 'Thyroid Profile Total (T3, T4, TSH)' })).toBeVisible();

    const banners = await misbehave(page, '**/api/v1/bottombanners/get-random', never);
    const ended: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('bottombanners')) ended.push(request.url());
    });
    await page.goto('/#/single-test');
    await expect(storefront(page).getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible(shown);
    await expect.poll(() => ended.length, { timeout: readGivesUp }).toBe(2);
    expect(banners.count).toBe(2);
  });

  test('a search whose API stops answering empties its list after the search time-out, asking once', async ({ page }) => {
    const searches = await misbehave(page, '**/api/v1/tests/search**', (route, count) =>
      count === 1 ? route.continue() : undefined,
    );
    await page.goto('/#/sitemap');
    const box = storefront(page).getByRole('combobox', { name: 'Search tests and packages' }).first();
    await box.fill('thyroid');
    const list = storefront(page).getByRole('listbox').first();
    await expect(list).toBeVisible(shown);
    await box.fill('vitamin');
    await expect.poll(() => searches.count, shown).toBe(2);
    await expect(list).toBeHidden({ timeout: network.searchTimeout + 1500 });
    await page.waitForTimeout(network.retryDelay + 500);
    expect(searches.count).toBe(2);
  });
});

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

test('offline: the page says so once, back online it says so and a failed screen reads again by itself', async ({ page, context }) => {
  // The catalogue's answers are cacheable for a minute (demo/api), so a listing read before
  // would still show offline; this test needs a read that fails, so the browser keeps no cache.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The screen's code is fetched first: offline, only its read can fail.
  await page.goto('/#/single-test');
  const store = storefront(page);
  await expect(store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible(shown);
  await store.getByRole('navigation').getByRole('link', { name: 'Exclusive Packages' }).first().click();
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Exclusive Packages', shown);
  await context.setOffline(true);
  await store.getByRole('navigation').getByRole('link', { name: 'Single Tests' }).first().click();
  await expect(store.getByText('This could not be loaded')).toBeVisible({ timeout: readGivesUp });
  const notices = page.locator('lab-storefront').getByRole('status').filter({ hasText: "You're offline." });
  await expect(notices).toHaveCount(1);
  await expect(page.getByText("You're offline.", { exact: false })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(store.getByRole('status').filter({ hasText: "You're back online." })).toHaveCount(1);
  await expect(store.getByRole('button', { name: 'Add to cart: Complete Blood Count (CBC)' })).toBeVisible();
  await expect(store.getByText("You're back online.")).toHaveCount(0, { timeout: 8000 });
});

/** A loopback TCP server that accepts connections and never says a word: a stalled network. */
async function startSilentServer(): Promise<{
  url: string;
  requests: () => number;
  connections: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let requests = 0;
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    // Counted by request lines, whatever the connection reuse.
    socket.on('data', (data) => {
      requests += (data.toString('latin1').match(/^(GET|POST|DELETE|OPTIONS|PUT) /gm) ?? []).length;
    });
    socket.on('close', () => sockets.delete(socket));
  });
  const port = Number(process.env.E2E_PORT ?? 4319) + 1;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
