import { expect, test } from './support/sharedPage';
import { collectProblems } from './support/hostPage';

/**
 * What a host app's framework relies on (interface §2): a login panel the page can open again after
 * the visitor closed it, properties set before the element's script ran, and addresses that
 * cannot run script. (Events heard on each cart badge: standalone-widgets.spec.ts.)
 */
test('a login panel closed by Escape or its close button opens again from page state', async ({ page }) => {
  await page.goto('/clinic.html');
  await page.evaluate(async (file) => {
    await import(file);
    const panel = document.createElement('lab-login-panel');
    const toggles: boolean[] = [];
    (window as unknown as { toggles: boolean[] }).toggles = toggles;
    panel.addEventListener('lab-login-panel-toggle', (event) => {
      toggles.push((event as CustomEvent<{ open: boolean }>).detail.open);
    });
    document.body.append(panel);
  }, '/dist/widgets/lab-login-panel.js');
  const panel = page.locator('lab-login-panel');
  const setOpen = () => panel.evaluate((element: HTMLElementTagNameMap['lab-login-panel']) => (element.open = true));
  const toggles = () => page.evaluate(() => (window as unknown as { toggles: boolean[] }).toggles.length);
  await setOpen();
  await expect(panel.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('dialog')).toBeHidden();
  // The page's state learns of the close from the event, which the dialog's `close` event (a task
  // of its own) brings: a page reopens it after that, as a host app does when the visitor asks.
  await expect.poll(toggles).toBe(2);
  await setOpen();
  await expect(panel.getByRole('dialog')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel.getByRole('dialog')).toBeHidden();
  await expect.poll(toggles).toBe(4);
  await setOpen();
  await expect(panel.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { toggles: boolean[] }).toggles)).toEqual([
    true,
    false,
    true,
    false,
    true,
  ]);
});

test('properties set before the element script has run are applied when it arrives', async ({ page }) => {
  await page.goto('/clinic.html');
  await page.evaluate(async (file) => {
    // Not yet defined: these become own properties of the element, as in a framework's render.
    const panel = document.createElement('lab-login-panel');
    panel.open = true;
    panel.apiBase = `${location.origin}/`;
    document.body.append(panel);
    await import(file);
  }, '/dist/widgets/lab-login-panel.js');
  const panel = page.locator('lab-login-panel');
  await expect(panel.getByRole('dialog')).toBeVisible();
  await expect(panel).toHaveAttribute('open', '');
  await expect(panel).toHaveAttribute('api-base', /^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('a javascript: store-url is ignored with one warning naming it, and runs nothing', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/clinic.html');
  await page.evaluate(async (file) => {
    await import(file);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<lab-search-box store-url="javascript:document.title='taken over'"></lab-search-box>`,
    );
  }, '/dist/widgets/lab-search-box.js');
  const title = await page.title();
  const search = page.locator('lab-search-box').getByRole('combobox');
  await search.fill('thyroid');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/clinic\.html#\/search\?q=thyroid$/);
  expect(await page.title()).toBe(title);
  expect(problems).toEqual([expect.stringContaining('store-url')]);
});

test('two pin-code checkers on one page agree: the other shows the same pin code and answer', async ({ page }) => {
  await page.goto('/clinic.html');
  await page.evaluate(() => {
    const second = document.createElement('lab-pincode-checker');
    second.id = 'second-checker';
    document.body.append(second);
  });
  const [first, second] = [page.locator('lab-pincode-checker').first(), page.locator('#second-checker')];
  await first.getByRole('textbox').fill('560001');
  await first.getByRole('button', { name: 'Check' }).click();
  await expect(second.getByRole('textbox')).toHaveValue('560001');
  await expect(second.getByText('Great! Service Available')).toBeVisible();
  await expect(first.getByText('Great! Service Available')).toBeVisible();
});
