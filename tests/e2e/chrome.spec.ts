import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { breakBundledImage, bundledImage } from './support/bundledImages';

/*
 * The store's chrome in a real page: landmarks and focus, images that fail, the badge from
 * storage, the account menu, axe, the bottom bar's layout and the scroll-to-top button. The
 * footer's texts and links and its WhatsApp subscription are proven in
 * tests/unit/store-footer.test.tsx; the header's search in search.spec.ts.
 */
const store = (page: Page) => page.locator('lab-storefront');

/** The demo page's `support-phone` and `whatsapp-number` attributes, as links. */
const TEL = 'tel:+918047182200';
const WHATSAPP = 'https://wa.me/919886012345';

async function logInWithCart(page: Page, items: number) {
  await page.addInitScript((count) => {
    localStorage.setItem('userId', 'user-7');
    localStorage.setItem('userToken', 'token-7');
    localStorage.setItem('cart', JSON.stringify(Array.from({ length: count }, (_, i) => ({ _id: `t${i}` }))));
  }, items);
}

test.describe('header', () => {
  test('has the header, navigation, main and footer landmarks, a skip link to the content, and Login opens the side panel', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(store(page).getByRole('banner')).toBeVisible();
    await expect(store(page).getByRole('navigation', { name: 'Test categories' })).toBeVisible();
    await expect(store(page).getByRole('main')).toBeVisible();
    await expect(store(page).getByRole('contentinfo')).toBeAttached();
    await page.keyboard.press('Tab');
    const skip = store(page).getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(store(page).getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await store(page).getByRole('button', { name: 'Login' }).click();
    await expect(store(page).getByRole('dialog')).toBeVisible();
  });

  test('shows the logo linking Home, and a fallback logo when the logo image fails', async ({ page }) => {
    await breakBundledImage(page, 'logo.svg');
    await page.goto('/#/sitemap');
    const logo = store(page).getByRole('banner').getByRole('link', { name: 'Sanjeevani Diagnostics home' });
    await expect(logo).toHaveAttribute('href', '#/');
    await expect(logo.locator('img')).toHaveAttribute('src', bundledImage('logo-fallback.svg'));
  });

  test('shows the cart count badge only above 0, from the cart list in storage', async ({ page }) => {
    await page.goto('/');
    const cart = store(page).getByRole('banner').getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart');
    await expect(cart.locator('.cart-badge__count')).toHaveCount(0);
    await page.evaluate(() => {
      localStorage.setItem('cart', JSON.stringify([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: localStorage.getItem('cart') }));
    });
    await page.reload();
    await expect(cart.locator('.cart-badge__count')).toHaveText(/^3/);
    await expect(cart).toHaveAccessibleName('Cart 3 items');
  });

  test('once logged in, offers an account menu that Escape closes and whose Logout forgets the session and the cart', async ({
    page,
  }) => {
    await logInWithCart(page, 2);
    await page.goto('/');
    await page.evaluate(() => {
      document.addEventListener('lab-logout', () => {
        (window as unknown as { loggedOut: boolean }).loggedOut = true;
      });
    });
    await expect(store(page).getByRole('button', { name: 'Login' })).toHaveCount(0);
    await expect(store(page).locator('.cart-badge__count')).toHaveText(/^2/);
    const account = store(page).getByRole('button', { name: 'My account' });
    await account.click();
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(store(page).getByRole('button', { name: 'Logout' })).toBeHidden();
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(store(page).getByRole('link', { name: 'My cart' })).toHaveAttribute('href', '#/cart?userId=user-7');
    await store(page).getByRole('button', { name: 'Logout' }).click();
    await expect(store(page).getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(store(page).locator('.cart-badge__count')).toHaveCount(0);
    const stored = await page.evaluate(() => ['userToken', 'userId', 'cart'].map((key) => localStorage.getItem(key)));
    expect(stored.filter((value) => value && value !== '[]')).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { loggedOut?: boolean }).loggedOut)).toBe(true);
  });

  for (const [width, height] of [[1366, 900], [375, 812]] as const) {
    test(`logged in, with the account menu open, has no serious accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await logInWithCart(page, 2);
      await page.goto('/#/sitemap');
      await store(page).getByRole('button', { name: 'My account' }).click();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('mobile bottom bar', () => {
  test('is not shown at 1366 px; at 375 px shows Home, Offers, Call and WhatsApp', async ({ page }) => {
    await page.goto('/#/sitemap');
    const bar = store(page).getByRole('navigation', { name: 'Quick actions' });
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await expect(bar).toBeHidden();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/');
    await expect(bar.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '#/package');
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', TEL);
    await expect(bar.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', WHATSAPP);
    await bar.getByRole('link', { name: 'Offers' }).click();
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Exclusive Packages');
  });
});

test.describe('scroll-to-top button', () => {
  test('appears only once the page is scrolled more than 20 px, and scrolls back to the top', async ({ page }) => {
    await page.goto('/#/terms-and-conditions');
    const button = store(page).getByRole('button', { name: 'Back to top' });
    await expect(store(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(button).toHaveCount(0);
    // Proof that 20 px shows nothing: the scroll event has been handled (React renders a store
    // change before the next task), and the button is still absent.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('scroll', () => setTimeout(resolve, 0), { once: true });
          scrollTo(0, 20);
        }),
    );
    await expect(button).toHaveCount(0);
    await page.evaluate(() => scrollTo(0, 21));
    await expect(button).toBeVisible();
    await page.evaluate(() => scrollTo(0, 1500));
    await button.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
