import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { collectProblems } from './support/hostPage';
import { catalogues, otherLanguages } from './support/languages';
import { readLoginCode, uniquePhoneNumber } from './support/loginCode';
import { storefront } from './support/session';

const thyroid = { id: 'thyroid-profile-total', name: 'Thyroid Profile Total (T3, T4, TSH)' };

/** An article page whose only script is the card's own file, as a CMS would embed it. */
async function openArticle(page: Page, card: string, lang = 'en'): Promise<void> {
  await page.route('**/article.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><title>Article</title>
        <script type="module" src="/dist/widgets/lab-test-card.js"></script></head>
        <body><main><h1>Thyroid health</h1><p>Before the card.</p>${card}<p id="after">After the card.</p></main></body></html>`,
    }),
  );
  await page.goto('/article.html');
}

const card = (page: Page) => page.locator('lab-test-card');

/*
 * The card on a host page with only its own script, against the real server. Its page-free
 * states (an unknown id, a failed read, the texts) are proven in
 * src/elements/lab-test-card/TestCardBody.test.tsx.
 */

test.describe('lab-test-card on an article page, with only its own script', () => {
  test('shows the test with its price and keeps its room while it loads', async ({ page }) => {
    const problems = collectProblems(page);
    let answerTest: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerTest = resolve));
    await page.route(`**/api/v1/tests/${thyroid.id}`, async (route) => {
      await answered;
      await route.continue();
    });
    await openArticle(page, `<lab-test-card test-id="${thyroid.id}" store-url="/"></lab-test-card>`);
    await expect(card(page).getByText('Loading the test…')).toBeAttached();
    const whileLoading = await page.locator('#after').boundingBox();
    answerTest();
    await expect(card(page).getByRole('link', { name: thyroid.name })).toBeVisible();
    expect(await page.locator('#after').boundingBox()).toEqual(whileLoading);
    await expect(card(page)).toContainText('Thyroid');
    await expect(card(page)).toContainText('3 tests included');
    await expect(card(page).locator('s')).toHaveText('₹700');
    await expect(card(page).locator('strong').first()).toHaveText('₹449');
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });

  test('is reachable with the keyboard (the name, then Add to cart), and opens the product on the store page from the name, saying so with lab-select-item', async ({
    page,
  }) => {
    await openArticle(page, `<lab-test-card test-id="${thyroid.id}" store-url="/"></lab-test-card>`);
    await expect(card(page).getByRole('link', { name: thyroid.name })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(card(page).getByRole('link', { name: thyroid.name })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card(page).getByRole('button', { name: `Add to cart: ${thyroid.name}` })).toBeFocused();
    await page.evaluate(() => {
      document.addEventListener('lab-select-item', (event) => {
        sessionStorage.setItem('selected', JSON.stringify((event as CustomEvent).detail));
      });
    });
    await card(page).getByRole('link', { name: thyroid.name }).click();
    await expect(page).toHaveURL(`/#/product?id=${thyroid.id}&category=Thyroid`);
    await expect(storefront(page).getByRole('heading', { level: 1, name: thyroid.name })).toBeVisible();
    const selected = JSON.parse((await page.evaluate(() => sessionStorage.getItem('selected'))) ?? 'null') as unknown;
    expect(selected).toEqual({
      item_list_name: 'Article test card',
      currency: 'INR',
      value: 449,
      items: [
        {
          item_id: thyroid.id,
          item_name: thyroid.name,
          item_category: 'Thyroid',
          price: 449,
          discount: 251,
          item_list_name: 'Article test card',
        },
      ],
    });
  });

  test('asks a visitor to log in, logs in from its Login action, then adds to the cart', async ({ page }) => {
    await openArticle(page, `<lab-test-card test-id="${thyroid.id}"></lab-test-card>`);
    const add = card(page).getByRole('button', { name: `Add to cart: ${thyroid.name}` });
    await add.click();
    await expect(card(page).getByText('Please login to add items to cart')).toBeVisible();

    await card(page).getByRole('button', { name: 'Login', exact: true }).click();
    const panel = card(page).locator('dialog.login-panel');
    await expect(panel.getByLabel('Mobile number')).toBeFocused();
    const phoneNumber = uniquePhoneNumber();
    await panel.getByLabel('Mobile number').fill(phoneNumber);
    await panel.getByRole('button', { name: 'Send OTP' }).click();
    await panel.getByLabel('One-time password (OTP)').fill(await readLoginCode(phoneNumber));
    const reloaded = page.waitForEvent('load');
    await panel.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Login successful!');
    await reloaded;

    await add.click();
    await expect(card(page).getByText('Item added to cart successfully!')).toBeVisible();
    const session = await page.evaluate(() => ({ userId: localStorage.getItem('userId'), token: localStorage.getItem('userToken') }));
    const cart = await page.request.get(`/api/v1/cart/${session.userId ?? ''}`, {
      headers: { Authorization: `Bearer ${session.token ?? ''}` },
    });
    const body = (await cart.json()) as { data: { _id: string }[] };
    expect(body.data.map((item) => item._id)).toEqual([thyroid.id]);
  });

  for (const lang of otherLanguages) {
    const texts = catalogues[lang];
    test(`speaks ${lang} and stays axe clean`, async ({ page }) => {
      await openArticle(page, `<lab-test-card test-id="${thyroid.id}"></lab-test-card>`, lang);
      await expect(card(page).getByRole('button', { name: new RegExp(texts['catalogue.addToCart.button']) })).toBeVisible();
      await expect(card(page)).toContainText(texts['catalogue.card.includes.other'].replace('{count}', '3'));
      await expect(card(page).getByRole('link', { name: thyroid.name })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('the CMS page shows the Thyroid Profile in its article, linking to the full store', async ({ page }) => {
  await page.goto('/marketing.html');
  const link = page.locator('.cms-article lab-test-card').getByRole('link', { name: thyroid.name });
  await expect(link).toHaveAttribute('href', `/#/product?id=${thyroid.id}&category=Thyroid`);
});
