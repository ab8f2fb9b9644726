import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { breakBundledImage, bundledImage } from './support/bundledImages';

const store = (page: Page) => page.locator('lab-storefront');

/** What most visitors see: the strip moves and the carousels advance (the suite runs standing still). */
const inMotion = (page: Page) => page.emulateMedia({ reducedMotion: 'no-preference' });

/*
 * Home in a real page: no request at all, axe (standing still at both widths, and the moving parts
 * as they move), the carousel's scrolling, the hero's fallback image, and a visitor following its
 * links to other screens. Its sections' texts, links and controls, the reduced-motion rule and the
 * pin-code check inside the store are proven in tests/unit/home-sections.test.tsx; the pin-code
 * rules in src/elements/lab-pincode-checker/PincodeChecker.test.tsx.
 */
test.describe('Home', () => {
  test('makes no request to the API, down to the last section', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/');
    await expect(store(page).getByRole('heading', { level: 1 })).toBeVisible();
    await store(page).locator('footer').scrollIntoViewIfNeeded();
    // The last section and the footer shown: every part of Home has asked what it would ask.
    await expect(store(page).getByText('Positive customer reviews')).toBeVisible();
    await expect(store(page).locator('footer')).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  // The moving highlights strip (a doubled lane, clipped and translated) costs axe seconds per
  // scan of the whole page. The page is scanned standing still (reduced motion: the strip wraps
  // in place) at each width, then the moving parts on their own as they move (the same at any
  // width), with the strip's copy and the pause buttons.
  for (const [width, height] of [[1366, 900], [375, 812]] as const) {
    test(`has one h1 and no serious accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(store(page).locator('h1')).toHaveCount(1);
      await expect(store(page).getByText('Care you can count on')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('its moving strip has a pause control and no serious accessibility violations as it moves', async ({ page }) => {
    await inMotion(page);
    await page.goto('/');
    const strip = store(page).getByRole('region', { name: 'Highlights' });
    await expect(strip.getByRole('button', { name: 'Pause scrolling highlights' })).toBeVisible();
    // Only the part under scan moves: axe measures every box of a page that keeps changing.
    const pauses = store(page).getByRole('button', { name: 'Pause automatic slide show' });
    for (const left of [1, 0]) {
      await pauses.first().click();
      await expect(pauses).toHaveCount(left);
    }
    await expectNoSeriousA11yViolations(page, ['lab-storefront', '.ticker']);
  });

  test('its carousels have pause controls and no serious accessibility violations as they move', async ({ page }) => {
    await inMotion(page);
    await page.goto('/');
    await expect(store(page).getByRole('button', { name: 'Pause automatic slide show' })).toHaveCount(2);
    await store(page).getByRole('button', { name: 'Pause scrolling highlights' }).click();
    await expectNoSeriousA11yViolations(page, ['lab-storefront', '.carousel']);
  });

  test('shows the fallback banner when the hero banner image fails to load', async ({ page }) => {
    await breakBundledImage(page, 'hero-banner.svg');
    await page.goto('/');
    const hero = store(page).locator('.hero__image');
    await expect(hero).toHaveAttribute('src', bundledImage('hero-banner-fallback.svg'));
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('the banner carousel moves with Next and Previous', async ({ page }) => {
    // Standing still, so no slide show moves the track between the clicks.
    await page.goto('/');
    const carousel = store(page).getByRole('region', { name: 'Offers and updates' });
    const scrolled = () => carousel.locator('.carousel__track').evaluate((element) => element.scrollLeft);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(scrolled).toBeGreaterThan(100);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(scrolled).toBeLessThan(5);
  });

  test("a visitor follows Home's links: a checkup category to its tab, 'View All' and 'Start Now' to the error page", async ({
    page,
  }) => {
    await page.goto('/');
    const categories = store(page).getByRole('region', { name: 'Less Price & More Tests - Choose Packages' });
    await categories.getByRole('listitem').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/#\/checkups\?tab=Diabetes$/);
    await expect(store(page).getByRole('tab', { name: 'Diabetes' })).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await store(page).getByRole('region', { name: 'Special Offers' }).getByRole('link', { name: 'View all special offers' }).click();
    await expect(page).toHaveURL(/#\/offers$/);
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');

    await page.goBack();
    await store(page).getByRole('region', { name: 'Make Your Own Package' }).getByRole('link', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/#\/create-package$/);
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
  });
});
