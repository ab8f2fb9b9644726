import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { breakBundledImage, bundledImage } from './support/bundledImages';

const store = (page: Page) => page.locator('lab-storefront');

/** What most visitors see: the strip moves and the carousels advance (the suite runs standing still). */
const inMotion = (page: Page) => page.emulateMedia({ reducedMotion: 'no-preference' });

test.describe('Home', () => {
  test('makes no request to the API, down to the last section', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/');
    await expect(store(page).getByRole('heading', { level: 1 })).toBeVisible();
    await store(page).locator('footer').scrollIntoViewIfNeeded();
    await expect(store(page).getByText('Positive customer reviews')).toBeVisible();
    await page.waitForLoadState('networkidle');
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

  test('shows the scrolling text strip with the marketing claims', async ({ page }) => {
    await inMotion(page);
    await page.goto('/');
    const strip = store(page).getByRole('region', { name: 'Highlights' });
    await expect(strip).toContainText('Make your own package: Get 25% OFF');
    await expect(strip).toContainText('Save up to 35% on health checkup offers');
    // The moving copy is drawn twice for a seamless loop; assistive technology hears it once.
    await expect(strip.getByRole('list')).toHaveCount(1);
    await strip.getByRole('button', { name: 'Pause scrolling highlights' }).click();
    await expect(strip.getByRole('button', { name: 'Resume scrolling highlights' })).toBeVisible();
  });

  test("'Less Price & More Tests - Choose Packages' links the first 4 categories to their checkup tabs", async ({ page }) => {
    await page.goto('/');
    const section = store(page).getByRole('region', { name: 'Less Price & More Tests - Choose Packages' });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const expected = ['Full Body Checkup', 'Diabetes', 'Thyroid', 'Vitamins'];
    for (const [index, name] of expected.entries()) {
      const link = cards.nth(index).getByRole('link');
      await expect(link).toContainText(name);
      await expect(link).toHaveAttribute('href', `#/checkups?tab=${new URLSearchParams({ x: name }).toString().slice(2)}`);
    }
    await expect(section.getByRole('link', { name: 'View all health checkup packages' })).toHaveAttribute('href', '#/checkups');
    await cards.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/#\/checkups\?tab=Diabetes$/);
    await expect(store(page).getByRole('tab', { name: 'Diabetes' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the banner carousel has labelled slides and a pause control for its slide show', async ({ page }) => {
    await inMotion(page);
    await page.goto('/');
    const carousel = store(page).getByRole('region', { name: 'Offers and updates' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(carousel.getByRole('group')).toHaveCount(3);
    await carousel.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    // The slides' images reserve their space before loading: a fixed aspect ratio.
    await expect(carousel.locator('img').first()).toHaveAttribute('width', '1200');
    await expect(carousel.locator('img').first()).toHaveAttribute('height', '450');
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

  test('carousels do not auto-advance under prefers-reduced-motion and offer no pause control', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = store(page).getByRole('region', { name: 'Offers and updates' });
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
  });

  test("'Special Offers' shows the static card, inert buttons and 'View All' to the error page", async ({ page }) => {
    await page.goto('/');
    const offers = store(page).getByRole('region', { name: 'Special Offers' });
    const card = offers.getByRole('article');
    await expect(card.getByRole('heading')).toHaveText('Full Body Checkup + 1 Special Profile Test FREE');
    await expect(card.getByText('103 tests')).toBeVisible();
    await expect(card.locator('.price__current')).toHaveText('₹999');
    await expect(card.locator('s')).toHaveText('₹2,299');
    const url = page.url();
    await card.getByRole('button', { name: 'Know More' }).click();
    await card.getByRole('button', { name: 'ADD TO CART' }).click();
    expect(page.url()).toBe(url);
    await offers.getByRole('link', { name: 'View all special offers' }).click();
    await expect(page).toHaveURL(/#\/offers$/);
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
  });

  test("'Make Your Own Package' offers 25% OFF and 'Start Now' leads to /create-package", async ({ page }) => {
    await page.goto('/');
    const promo = store(page).getByRole('region', { name: 'Make Your Own Package' });
    await expect(promo.getByText('25% OFF', { exact: true })).toBeVisible();
    await expect(promo.getByText('Get 25% OFF')).toBeVisible();
    await promo.getByRole('link', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/#\/create-package$/);
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
  });

  test('the statistics strip shows 98%, 97% and 99% with the assurance note', async ({ page }) => {
    await page.goto('/');
    const stats = store(page).getByRole('region', { name: 'Care you can count on' });
    for (const [value, label] of [
      ['98%', 'On-time report delivery'],
      ['97%', 'Timely sample collections'],
      ['99%', 'Positive customer reviews'],
    ] as const) {
      const item = stats.locator('.stats__item', { hasText: label });
      await expect(item.locator('dd')).toHaveText(value);
    }
    const note = stats.locator('.stats__note');
    await expect(note).toHaveText(
      'Every sample is collected by trained phlebotomists using sealed, single-use kits, and tested by our partner laboratories.',
    );
    // An accreditation is claimed only when the lab states one.
    await store(page).evaluate((element) => {
      element.setAttribute('accreditation', 'NABL, certificate MC-0000');
    });
    await expect(note).toContainText('Accreditation: NABL, certificate MC-0000.');
  });

  test('the ad carousel shows the partner offers as labelled slides', async ({ page }) => {
    await page.goto('/');
    const ads = store(page).getByRole('region', { name: 'Partner offers' }).and(store(page).locator('[aria-roledescription="carousel"]'));
    await expect(ads.getByRole('group')).toHaveCount(3);
    // The words are text over text-free art, so they translate; the art itself says nothing.
    await expect(ads.getByText('Get 25% OFF', { exact: true })).toBeAttached();
    await expect(ads.getByText('Save up to 35%', { exact: true })).toBeAttached();
    await expect(ads.getByText('From ₹199', { exact: true })).toBeAttached();
    await expect(ads.locator('img:not([alt=""])')).toHaveCount(0);
  });
});

test.describe('Home pin-code check', () => {
  test('keeps digits only, at most 6, and enables Check only at 6', async ({ page }) => {
    await page.goto('/');
    const input = store(page).getByLabel('Check home sample collection in your area');
    const check = store(page).getByRole('button', { name: 'Check', exact: true });
    await expect(check).toBeDisabled();
    await input.pressSequentially('5a6-0 0');
    await expect(input).toHaveValue('5600');
    await expect(check).toBeDisabled();
    await input.pressSequentially('0159');
    await expect(input).toHaveValue('560001');
    await expect(check).toBeEnabled();
  });

  test("alerts 'Please enter a valid 6-digit pin code' when a short pin code is submitted with Enter", async ({ page }) => {
    await page.goto('/');
    const input = store(page).getByLabel('Check home sample collection in your area');
    await input.fill('5600');
    await input.press('Enter');
    await expect(store(page).getByRole('alert')).toHaveText('Please enter a valid 6-digit pin code');
  });

  test('shows Checking… for about a second, then that a Bengaluru pin code is served, and fires lab-pincode-check', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      document.addEventListener('lab-pincode-check', (event) => {
        (window as unknown as { checks: unknown[] }).checks = [
          ...((window as unknown as { checks?: unknown[] }).checks ?? []),
          event.detail,
        ];
      });
    });
    await store(page).getByLabel('Check home sample collection in your area').fill('560001');
    const started = Date.now();
    await store(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expect(store(page).getByRole('button', { name: 'Checking…' })).toBeDisabled();
    const status = store(page).locator('.pincode [role="status"]');
    await expect(status).toContainText('Great! Service Available');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(status).toContainText('We provide home sample collection and lab services in your area');
    expect(await page.evaluate(() => (window as unknown as { checks: unknown[] }).checks)).toEqual([
      { pincode: '560001', available: true },
    ]);
  });

  test('says the service is not available outside the serviceable list', async ({ page }) => {
    await page.goto('/');
    await store(page).getByLabel('Check home sample collection in your area').fill('560038');
    await store(page).getByRole('button', { name: 'Check', exact: true }).click();
    const status = store(page).locator('.pincode [role="status"]');
    await expect(status).toContainText('Service Not Available');
    await expect(status).toContainText("Sorry, we don't provide services in this area yet");
    await expect(status).toContainText('Please contact us for more information.');
  });
});
