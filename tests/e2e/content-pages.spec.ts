import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations } from './support/axe';

const store = (page: Page) => page.locator('lab-storefront');
/** The screen itself, without the header and footer around it. */
const screen = (page: Page) => store(page).getByRole('main');

const TEL = 'tel:+918047182200';
const WHATSAPP = 'https://wa.me/919886012345';

test.describe('Sitemap', () => {
  test('lists the 12 main pages, the 15 test categories, the contact details and Call / WhatsApp / Back to Home', async ({ page }) => {
    await page.goto('/#/sitemap');
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    const pages = store(page).getByRole('region', { name: 'Main pages' }).getByRole('link');
    await expect(pages).toHaveCount(12);
    await expect(pages).toHaveText([
      'Home', 'Health Checkups', 'Exclusive Packages', 'Single Tests', 'Women Care', 'Men Care',
      'Special Care Packages', 'Vital Organ', 'Lifestyle Checkups', 'Cart', 'Privacy Policy', 'Terms and Conditions',
    ]);
    await expect(store(page).getByRole('region', { name: 'Test categories' }).getByRole('listitem')).toHaveText([
      'Blood', 'Urine', 'Cardiac', 'Diabetes', 'Thyroid', 'Liver Function', 'Kidney Function', 'Lipid Profile',
      'Complete Blood Count', 'Vitamin', 'Hormone', 'Cancer Screening', 'Infectious Disease', 'Allergy', 'Pregnancy',
    ]);
    // A section, not a second "Contact us" region beside the footer's (landmarks stay unique).
    const contact = screen(page).locator('section', { has: page.getByRole('heading', { name: 'Contact us' }) });
    await expect(contact.getByText('42, Sampige Road, Malleswaram, Bengaluru, Karnataka 560003')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'care@sanjeevanidiagnostics.in' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', TEL);
    await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', WHATSAPP);
    await contact.getByRole('link', { name: 'Back to Home' }).click();
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Lab tests at home, reports you can trust');
  });
});

test.describe('Privacy policy', () => {
  test("has the 8 sections and a 'last updated' line with the current year", async ({ page }) => {
    await page.goto('/#/privacy-policy');
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(store(page).getByText(`Last updated: ${new Date().getFullYear()}`)).toBeVisible();
    await expect(screen(page).getByRole('heading', { level: 2 })).toHaveText([
      'Information we collect', 'How we use your information', 'Sharing of information', 'Data security',
      'Your rights', 'Cookies and local storage', 'Changes to this policy', 'Contact us',
    ].map((title, index) => `${index + 1}${title}`));
  });
});

test.describe('Terms and conditions', () => {
  test('has the 11 sections in order, under the law of India with courts in Bengaluru', async ({ page }) => {
    await page.goto('/#/terms-and-conditions');
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await expect(screen(page).getByRole('heading', { level: 2 })).toHaveText([
      'Acceptance of terms', 'Description of service', 'User responsibilities', 'Booking and payment', 'Test results',
      'Privacy', 'Limitation of liability', 'Disclaimer', 'Modifications', 'Governing law', 'Contact information',
    ].map((title, index) => `${index + 1}${title}`));
    await expect(store(page).getByText(/booking platform/)).toBeVisible();
    await expect(store(page).getByText(/We do not provide medical advice/)).toBeVisible();
    await expect(store(page).getByText(/governed by the laws of India/)).toContainText('courts in Bengaluru');
  });
});

test.describe('Error page', () => {
  test("shows 'Oops! Something went wrong' with tips, support links and four popular pages", async ({ page }) => {
    await page.goto('/#/error');
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
    await expect(store(page).getByRole('region', { name: 'What you can try' }).getByRole('listitem')).toHaveCount(4);
    const support = store(page).getByRole('region', { name: 'Need help with a booking?' });
    await expect(support.getByRole('link', { name: 'Call' })).toHaveAttribute('href', TEL);
    await expect(support.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', 'mailto:care@sanjeevanidiagnostics.in');
    await expect(support.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', WHATSAPP);
    const popular = store(page).getByRole('region', { name: 'Popular pages' }).getByRole('link');
    await expect(popular).toHaveCount(4);
    for (const [index, href] of ['#/checkups', '#/woman-care', '#/men-care', '#/vital-organ'].entries()) {
      await expect(popular.nth(index)).toHaveAttribute('href', href);
    }
  });

  test("'Go to Homepage' opens Home and 'Go Back' returns to the previous page", async ({ page }) => {
    await page.goto('/#/sitemap');
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await page.evaluate(() => {
      location.hash = '#/no-such-page';
    });
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
    await store(page).getByRole('button', { name: 'Go Back' }).click();
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await page.goto('/#/error');
    await store(page).getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Lab tests at home, reports you can trust');
  });

  for (const path of ['/search?q=vitamin', '/no-such-page', '/offers', '/create-package']) {
    test(`#${path} shows the error page`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(store(page).getByRole('heading', { level: 1 })).toHaveText('Oops! Something went wrong');
    });
  }
});

for (const [name, path] of [
  ['Sitemap', '/sitemap'],
  ['Privacy policy', '/privacy-policy'],
  ['Terms and conditions', '/terms-and-conditions'],
  ['Error page', '/error'],
] as const) {
  test(`${name} has one h1 and no serious accessibility violations at 1366 px and 375 px`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await expect(store(page).locator('h1')).toHaveCount(1);
    await expect(store(page).getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousA11yViolations(page);
  });
}
