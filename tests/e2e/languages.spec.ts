import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { catalogues, otherLanguages, recordScripts, storeLanguageChoice, translationAreas } from './support/languages';
import { storefront } from './support/session';

/**
 * The `lang` of every element (interface §2). An explicit `lang` attribute beats the
 * switcher's choice (localStorage `labLanguage`, shared by elements and tabs), which beats the
 * page's language (nearest `[lang]` ancestor, `<html lang>`). Kannada and Hindi texts load only
 * where shown.
 */
const { en, kn, hi } = catalogues;

const checker = (page: Page) => page.locator('lab-pincode-checker');

/** The clinic page served with another `<html lang>`, as a Hindi partner site would be. */
async function serveClinicWithHtmlLang(page: Page, lang: string) {
  await page.route('**/clinic.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<html lang="en">', `<html lang="${lang}">`);
    await route.fulfill({ response, body });
  });
}

test.describe('the language switcher', () => {
  test('choosing ಕನ್ನಡ turns the whole store and every element on the page Kannada at once', async ({ page }) => {
    await page.goto('/#/checkups');
    const store = storefront(page);
    await expect(store.getByRole('button', { name: en['header.login'] })).toBeVisible();
    // Another element of the page, without a lang of its own, follows the same choice.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<lab-pincode-checker></lab-pincode-checker>'));
    await expect(checker(page).getByText(en['pincode.label'])).toBeVisible();

    const switcher = store.getByRole('combobox', { name: en['chrome.language.label'] });
    await expect(switcher.locator('option')).toHaveText(['English', 'ಕನ್ನಡ', 'हिन्दी']);
    await switcher.selectOption({ label: 'ಕನ್ನಡ' });

    await expect(store.getByRole('button', { name: kn['header.login'] })).toBeVisible();
    await expect(store.getByRole('heading', { level: 1 })).toHaveText(/[\u0C80-\u0CFF]/);
    await expect(store.getByRole('navigation', { name: kn['header.catalogueNav'] })).toBeVisible();
    await expect(checker(page).getByText(kn['pincode.label'])).toBeVisible();
    await expect(store.getByRole('combobox', { name: kn['chrome.language.label'] })).toHaveValue('kn');
    await expect(store.locator('.lab-locale')).toHaveAttribute('lang', 'kn');
    await expect(checker(page).locator('.lab-locale')).toHaveAttribute('lang', 'kn');
    expect(await page.evaluate(() => localStorage.getItem('labLanguage'))).toBe('kn');
  });

  test('an open tab follows the choice through the storage event, both ways', async ({ page, context }) => {
    await page.goto('/clinic.html');
    await expect(checker(page).getByText(en['pincode.label'])).toBeVisible();
    const store = await context.newPage();
    await store.goto('/#/sitemap');
    await storefront(store).getByRole('combobox', { name: en['chrome.language.label'] }).selectOption('kn');
    await expect(storefront(store).getByRole('button', { name: kn['header.login'] })).toBeVisible();

    // The tab that was already open switches without a reload.
    await expect(checker(page).getByText(kn['pincode.label'])).toBeVisible();
    await expect(checker(page).locator('.lab-locale')).toHaveAttribute('lang', 'kn');

    await storefront(store).getByRole('combobox', { name: kn['chrome.language.label'] }).selectOption({ label: 'English' });
    await expect(checker(page).getByText(en['pincode.label'])).toBeVisible();
  });

  test('a tab opened after the choice starts in Kannada', async ({ page, context }) => {
    await page.goto('/#/sitemap');
    await storefront(page).getByRole('combobox', { name: en['chrome.language.label'] }).selectOption('kn');
    await expect(storefront(page).getByRole('button', { name: kn['header.login'] })).toBeVisible();

    const laterTab = await context.newPage();
    await laterTab.goto('/clinic.html');
    await expect(checker(laterTab).getByText(kn['pincode.label'])).toBeVisible();
    await expect(checker(laterTab).locator('.lab-locale')).toHaveAttribute('lang', 'kn');
    await expect(laterTab.locator('lab-cart-badge').locator('.lab-locale')).toHaveAttribute('lang', 'kn');
  });
});

test.describe("the page's language and the lang attribute", () => {
  test('<html lang="hi-IN"> gives Hindi without a choice, set before load or after', async ({ page }) => {
    await serveClinicWithHtmlLang(page, 'hi-IN');
    await page.goto('/clinic.html');
    await expect(checker(page).getByText(hi['pincode.label'])).toBeVisible();
    await expect(checker(page).locator('.lab-locale')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('lab-cart-badge').locator('.lab-locale')).toHaveAttribute('lang', 'hi');

    await page.unroute('**/clinic.html');
    await page.goto('/clinic.html');
    await expect(checker(page).getByText(en['pincode.label'])).toBeVisible();
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'hi-IN'));
    await expect(checker(page).getByText(hi['pincode.label'])).toBeVisible();
    // The nearest [lang] ancestor wins over <html lang>.
    await page.evaluate(() => document.querySelector('main')?.setAttribute('lang', 'kn'));
    await expect(checker(page).getByText(kn['pincode.label'])).toBeVisible();
    await expect(checker(page).locator('.lab-locale')).toHaveAttribute('lang', 'kn');
  });

  test('lang="fr" on the element gives English, even on a Hindi page', async ({ page }) => {
    await serveClinicWithHtmlLang(page, 'hi-IN');
    await page.goto('/clinic.html');
    await expect(checker(page).getByText(hi['pincode.label'])).toBeVisible();
    await page.evaluate(() => document.querySelector('lab-pincode-checker')?.setAttribute('lang', 'fr'));
    await expect(checker(page).getByText(en['pincode.label'])).toBeVisible();
    await expect(checker(page).locator('.lab-locale')).toHaveAttribute('lang', 'en');
    // The cart badge beside it keeps the page's Hindi.
    await expect(page.locator('lab-cart-badge').locator('.lab-locale')).toHaveAttribute('lang', 'hi');
  });

  test('an explicit lang="en" beats a stored ಕನ್ನಡ choice, and a changed attribute re-renders at once', async ({ page }) => {
    await storeLanguageChoice(page, 'kn');
    await page.goto('/clinic.html');
    await expect(checker(page).getByText(kn['pincode.label'])).toBeVisible();

    await page.evaluate(() => document.querySelector('lab-pincode-checker')?.setAttribute('lang', 'en'));
    await expect(checker(page).getByText(en['pincode.label'])).toBeVisible();
    await expect(checker(page).locator('.lab-locale')).toHaveAttribute('lang', 'en');
    await expect(page.locator('lab-cart-badge').locator('.lab-locale')).toHaveAttribute('lang', 'kn');

    await page.evaluate(() => document.querySelector('lab-pincode-checker')?.setAttribute('lang', 'hi'));
    await expect(checker(page).getByText(hi['pincode.label'])).toBeVisible();
    await expect(checker(page).locator('.lab-locale')).toHaveAttribute('lang', 'hi');

    await page.evaluate(() => document.querySelector('lab-pincode-checker')?.removeAttribute('lang'));
    await expect(checker(page).getByText(kn['pincode.label'])).toBeVisible();
  });

  test('the lang property of lab-storefront re-renders it at once', async ({ page }) => {
    await page.goto('/#/sitemap');
    await expect(storefront(page).getByRole('button', { name: en['header.login'] })).toBeVisible();
    await page.evaluate(() => {
      (document.querySelector('lab-storefront') as HTMLElement & { lang: string }).lang = 'kn';
    });
    await expect(storefront(page).getByRole('button', { name: kn['header.login'] })).toBeVisible();
    await expect(storefront(page).locator('.lab-locale')).toHaveAttribute('lang', 'kn');
    await expect(storefront(page)).toHaveAttribute('lang', 'kn');
  });
});

test.describe('texts load where they are shown', () => {
  test('an English store downloads no Kannada or Hindi text, and does once ಕನ್ನಡ is chosen', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    const store = storefront(page);
    await expect(store.getByText(en['pincode.label'])).toBeVisible();
    await store.locator('footer').scrollIntoViewIfNeeded();
    await expect(store.locator('footer')).toContainText(en['footer.quickLinks']);
    await page.goto('/#/checkups');
    await expect(store.locator('.test-card').first()).toBeVisible();

    const english = await scripts.settled();
    expect(english.length).toBeGreaterThan(3);
    expect(english.filter((script) => script.languages.length > 0 || script.file.startsWith('translationFiles-'))).toEqual([]);

    // The recorder would have seen them: choosing Kannada loads them.
    const mapLoaded = page.waitForResponse((response) => /\/translationFiles-[^/]+\.js$/.test(response.url()));
    await store.getByRole('combobox', { name: en['chrome.language.label'] }).selectOption('kn');
    await mapLoaded;
    await expect(store.getByRole('button', { name: kn['header.login'] })).toBeVisible();
    const all = await scripts.settled();
    expect(all.some((script) => script.languages.includes('kn'))).toBe(true);
    expect(all.filter((script) => script.languages.some((language) => language !== 'kn'))).toEqual([]);
  });

  test('a Kannada pin-code widget on the clinic page loads only the areas it shows', async ({ page }) => {
    await storeLanguageChoice(page, 'kn');
    const scripts = recordScripts(page);
    const mapLoaded = page.waitForResponse((response) => /\/translationFiles-[^/]+\.js$/.test(response.url()));
    await page.goto('/clinic.html');
    await expect(checker(page).getByText(kn['pincode.label'])).toBeVisible();
    await expect(page.locator('lab-cart-badge').locator('.lab-locale')).toHaveAttribute('lang', 'kn');
    const areas = await translationAreas(page, (await mapLoaded).url());

    const loaded = (await scripts.settled()).filter((script) => script.languages.length > 0);
    const loadedAreas = loaded.map((script) => areas[script.file] ?? `not an area: ${script.file}`).sort();
    expect(loadedAreas).toContain('kn/pincode');
    expect(loadedAreas.filter((area) => !['kn/pincode', 'kn/cartBadge', 'kn/chrome', 'kn/common', 'kn/api'].includes(area))).toEqual([]);
    expect(loadedAreas).not.toContain('kn/content');
  });
});

test.describe('behaviour and numbers in every other language', () => {
  for (const language of otherLanguages) {
    test(`${language}: prices keep Latin digits and ₹`, async ({ page }) => {
      await storeLanguageChoice(page, language);
      await page.goto('/#/product?id=cbc');
      const store = storefront(page);
      await expect(store.locator('.lab-locale')).toHaveAttribute('lang', language);
      // Server names stay as the server sends them.
      await expect(store.getByRole('heading', { level: 1 })).toHaveText('Complete Blood Count (CBC)');
      await expect(store.locator('main .price__current').first()).toHaveText('₹299');
      await expect(store.locator('main .price__original').first()).toHaveText('₹450');
      await page.goto('/#/checkups');
      await expect(store.locator('.test-card .price__current').first()).toHaveText(/^₹\d{1,3}(,\d{2,3})*$/);
      // No digit of another script (Kannada, Devanagari…) anywhere in the store.
      const text = await store.evaluate((host) => host.shadowRoot?.textContent ?? '');
      expect(text).not.toMatch(/(?![0-9])\p{Nd}/u);
    });
  }

  for (const language of otherLanguages) {
    test(`${language}: the pin-code check keeps its behaviour, in its language`, async ({ page }) => {
      const t = catalogues[language];
      await storeLanguageChoice(page, language);
      await page.goto('/clinic.html');
      const input = checker(page).getByRole('textbox', { name: t['pincode.label'] });
      await input.fill('5600');
      await input.press('Enter');
      await expect(checker(page).getByRole('alert')).toHaveText(t['pincode.invalid']);
      await input.fill('560001');
      await checker(page).getByRole('button', { name: t['pincode.submit'] }).click();
      await expect(checker(page).getByRole('status')).toContainText(t['pincodeResult.available.text']);
      await expect(checker(page).getByRole('status')).toContainText(t['pincodeResult.available.title']);
      await expect(checker(page).getByRole('alert')).toHaveCount(0);
    });
  }
});
