import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { elementDocs } from '../../src/elements/elementList';
import { CATALOGUE_LINKS, homeLink, LEGAL_LINKS, sitemapLink } from '../../src/router/storeLinks.atBuild';
import { errorPath, productPath } from '../../src/router/storePaths.atBuild';
import { addWidgets } from './support/hostPage';
import { findOverflow, settled } from './support/overflow';
import { followRequests } from './support/quietNetwork';
import { catalogues } from './support/languages';
import { pseudoLocalise, pseudoText, showPseudoLocale } from './support/pseudoLocale';
import { addToServerCart, logInThroughApi, storefront } from './support/session';
import { recordApiData, untranslatedTexts, type ApiData } from './support/textAudit';

/**
 * Every screen of the store and every widget, in a pseudo-locale that exists in these tests only
 * (support/pseudoLocale.ts: each catalogue text accented, about 40% longer, bracketed), at a phone's
 * and a laptop's width in Chromium. A text in English letters is one no catalogue gave
 * (support/textAudit.ts says what counts as data), and a box that holds a longer language's text
 * badly spills or cuts it (support/overflow.ts says how that is measured).
 */
const widths = [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
] as const;

/**
 * The store's screens by their address: every route of storeScreens.ts, a product and an unknown
 * address, in an order where no screen shows the same text as the one before it (an unknown
 * address shows the error screen).
 */
const storeScreens = [
  homeLink.path,
  '/no-such-screen',
  ...CATALOGUE_LINKS.map((link) => link.path),
  `${productPath}?id=cbc&category=Complete%20Blood%20Count`,
  sitemapLink.path,
  ...LEGAL_LINKS.map((link) => link.path),
  errorPath,
];

/** The boxes that hold an element's content: its language box in every shadow root. */
const everything = ['.lab-locale'];

/** What a test follows from its start: the API's answers (data, not texts) and the requests in flight. */
interface Followed {
  apiData: ApiData;
  requests: ReturnType<typeof followRequests>;
}

/** Waits until the page shows pseudo text in every element and nothing more is on its way. */
async function shownInPseudoLocale(page: Page, { requests }: Followed): Promise<void> {
  await requests.quiet();
  await expect
    .poll(() =>
      page.evaluate((source) => {
        const hosts = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('lab-'));
        const texts = hosts.map((host) => host.shadowRoot?.textContent.trim() ?? '').filter(Boolean);
        return texts.length > 0 && texts.every((text) => new RegExp(source, 'u').test(text));
      }, pseudoText),
    )
    .toBe(true);
  await requests.quiet();
  await settled(page);
}

/** Goes to another screen of the store as its links do, and waits until the store shows it. */
async function showByHash(page: Page, path: string): Promise<void> {
  const screen = storefront(page).locator('main');
  const before = await screen.textContent();
  await page.evaluate((hash) => {
    location.hash = hash;
  }, path);
  await expect.poll(() => screen.textContent(), { message: `the store did not leave its screen for ${path}` }).not.toBe(before);
}

async function expectCatalogueTextsThatFit(page: Page, followed: Followed, label: string): Promise<void> {
  await shownInPseudoLocale(page, followed);
  // Asked again for a few seconds: under load a listing can show its tests before the answer that
  // brought them is read here, and its names then look like texts no catalogue gave. A hard-coded
  // word stays, and fails.
  await expect
    .poll(() => untranslatedTexts(page, followed.apiData), { message: `${label}: texts no catalogue gave`, timeout: 5_000 })
    .toEqual([]);
  expect.soft(await findOverflow(page, everything), `${label}: texts that do not fit`).toEqual([]);
}

for (const viewport of widths) {
  test.describe(`the pseudo-locale at ${viewport.width} px`, () => {
    let followed: Followed;
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await showPseudoLocale(page);
      followed = { apiData: recordApiData(page), requests: followRequests(page) };
    });

    // One load of the store, then each screen by its address in the hash, as the store's own links
    // go: every JavaScript file of a load passes through the pseudo-locale's route, uncached.
    test('store screens, each by its address', async ({ page }) => {
      for (const [index, screen] of storeScreens.entries()) {
        if (index === 0) await page.goto(`/#${screen}`);
        else await showByHash(page, screen);
        await expectCatalogueTextsThatFit(page, followed, screen);
      }
    });

    test('store cart with tests, its overlaps and the removal dialog', async ({ page }) => {
      const session = await logInThroughApi(page);
      await addToServerCart(page, session, ['cbc', 'tsh', 'full-body-basic']);
      await page.goto(`/#/cart?userId=${session.userId}`);
      const store = storefront(page);
      await expect(store.locator('.cart-item__remove').first()).toBeVisible();
      await expectCatalogueTextsThatFit(page, followed, 'cart');
      await store.locator('.cart-item__remove').first().click();
      await expect(store.getByRole('dialog')).toBeVisible();
      await expectCatalogueTextsThatFit(page, followed, 'cart removal');
    });

    test('store login panel', async ({ page }) => {
      await page.goto(`/#${sitemapLink.path}`);
      await shownInPseudoLocale(page, followed);
      await storefront(page).getByRole('button', { name: pseudoLocalise(catalogues.en['header.login']) }).click();
      await expect(storefront(page).getByRole('dialog')).toBeVisible();
      await expectCatalogueTextsThatFit(page, followed, 'login');
    });

    test('every widget on a partner page, with a search and a pin-code answer', async ({ page }) => {
      await page.goto('/pharmacy.html');
      const widgets = elementDocs.filter((element) => element.file.startsWith('dist/widgets/'));
      const markup = widgets
        .map(({ spec }) =>
          spec.tag === 'lab-test-card' ? '<lab-test-card test-id="thyroid-profile-total" store-url="/"></lab-test-card>' : `<${spec.tag} store-url="/"></${spec.tag}>`,
        )
        .join('\n');
      await addWidgets(page, widgets.map((element) => `/${element.file}`), markup);
      await expectCatalogueTextsThatFit(page, followed, 'widgets');
      await page.locator('lab-pincode-checker').first().getByRole('textbox').fill('560030');
      await page.locator('lab-pincode-checker').first().getByRole('button').click();
      await page.locator('lab-search-box').getByRole('combobox').fill('thyroid');
      await expect(page.locator('lab-search-box').getByRole('option').first()).toBeVisible();
      await expectCatalogueTextsThatFit(page, followed, 'widgets answering');
      await page.locator('lab-login-panel').evaluate((panel) => panel.setAttribute('open', ''));
      await expect(page.locator('lab-login-panel').getByRole('dialog')).toBeVisible();
      await expectCatalogueTextsThatFit(page, followed, 'login panel widget');
    });
  });
}
