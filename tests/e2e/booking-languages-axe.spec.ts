import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen, type ShadowPath } from './support/axe';
import { catalogues, storeLanguageChoice } from './support/languages';
import { findOverflow, settled } from './support/overflow';
import { addToServerCart, logInThroughApi, storefront } from './support/session';
import { locales } from '../../src/i18n/locales';

/*
 * Booking in every language at a phone's and a laptop's width: each step of the checkout (with its
 * errors shown), the confirmation, My bookings with its Reschedule panel and Cancel dialog, and My
 * data with its Delete dialog, each scanned by axe (tests/e2e/support/axe.ts: nothing serious or
 * critical) at 375 and at 1366 px, with nothing wider than the screen at either. One walk per
 * language, the viewport resized on each screen: a walk per width would book twice for nothing.
 * What each screen says and does: checkout.spec.ts, booking.spec.ts, my-data.spec.ts.
 */
const widths = [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
];

/** A shown dialog of the store (the cancel and delete questions), scanned and measured alone. */
const openDialog: ShadowPath = ['lab-storefront', 'dialog[open]'];

async function cleanAtBothWidths(page: Page, scanned: ShadowPath, measured: string) {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await settled(page);
    await expectNoSeriousA11yViolations(page, scanned);
    expect(await findOverflow(page, [measured]), `${viewport.width} px`).toEqual([]);
  }
}

async function stepShown(store: Locator, step: number) {
  const heading = store.locator('#checkout-step-heading');
  await expect(heading).toContainText(`${step}`);
  await expect(heading).toBeFocused();
}

// Each language books on a day of its own: the other booking tests hold places on theirs.
for (const [index, language] of locales.entries()) {
  const t = catalogues[language];

  test(`booking in ${language}: axe finds nothing serious and nothing spills at 375 and 1366 px`, async ({ page }) => {
    test.slow();
    await storeLanguageChoice(page, language);
    const session = await logInThroughApi(page);
    await addToServerCart(page, session, ['cbc']);
    await page.goto('/#/checkout');
    const store = storefront(page);
    await expect(store.locator('.lab-locale')).toHaveAttribute('lang', language);

    // Step 1: the form's errors, announced, then the visitor and a child (the guardian's tick).
    const aboutYou = store.locator('.checkout-form');
    await aboutYou.locator('button[type=submit]').click();
    await expect(aboutYou.locator('[aria-invalid="true"]').first()).toBeFocused();
    await cleanAtBothWidths(page, storeScreen, 'main');
    await aboutYou.getByLabel(t['checkout.person.name']).fill('Asha Rao');
    await aboutYou.getByLabel(t['checkout.person.age']).fill('34');
    await aboutYou.getByLabel(t['checkout.person.gender']).selectOption('female');
    await aboutYou.getByRole('checkbox', { name: t['personalData.agree'] }).check();
    await aboutYou.locator('button[type=submit]').click();
    await store.getByRole('button', { name: t['checkout.who.addPerson'] }).click();
    const someone = store.getByRole('form', { name: t['checkout.who.newPerson'] });
    await someone.getByLabel(t['checkout.person.name']).fill('Anika Rao');
    await someone.getByLabel(t['checkout.person.age']).fill('9');
    await someone.getByLabel(t['checkout.person.gender']).selectOption('female');
    await someone.getByLabel(t['checkout.person.relation']).selectOption('child');
    await someone.getByRole('checkbox', { name: t['personalData.agree'] }).check();
    await someone.getByRole('checkbox', { name: t['personalData.guardian'] }).check();
    await cleanAtBothWidths(page, storeScreen, 'main');
    await someone.locator('button[type=submit]').click();
    await expect(store.locator('.checkout-who__test input[type=checkbox]')).toHaveCount(2);
    await store.getByRole('button', { name: t['checkout.continue'] }).click();

    // Step 2: the new address's form.
    await stepShown(store, 2);
    await cleanAtBothWidths(page, storeScreen, 'main');
    const address = store.locator('.checkout-form');
    await address.getByLabel(t['checkout.where.line1']).fill('12, 4th Cross');
    await address.getByLabel(t['checkout.where.area']).fill('Malleswaram');
    await address.getByLabel(t['checkout.where.pincode']).fill('560003');
    await address.getByRole('checkbox', { name: t['personalData.agree'] }).check();
    await address.locator('button[type=submit]').click();

    // Step 3: the days and times, with a time held.
    await stepShown(store, 3);
    await store.locator('.booking-slots__day').nth(3 + index).click();
    await store.locator('.booking-slots__time:not(.booking-slots__time--unavailable)').first().click();
    await expect(store.locator('.booking-slots__held')).toBeVisible();
    await cleanAtBothWidths(page, storeScreen, 'main');
    await store.getByRole('button', { name: t['checkout.continue'] }).click();

    // Step 4, then the confirmation.
    await stepShown(store, 4);
    await cleanAtBothWidths(page, storeScreen, 'main');
    await store.locator('.checkout-review__confirm').click();
    await expect(store.getByRole('heading', { level: 1, name: t['bookings.confirmed.title'] })).toBeVisible();
    await cleanAtBothWidths(page, storeScreen, 'main');

    // My bookings, its Reschedule panel open, then its Cancel dialog.
    await store.getByRole('link', { name: t['bookings.myBookings'] }).click();
    const card = store.locator('.booking-card');
    await card.getByRole('button', { name: t['bookings.reschedule'] }).click();
    await expect(card.locator('.booking-slots__time').first()).toBeVisible();
    await cleanAtBothWidths(page, storeScreen, 'main');
    await card.getByRole('button', { name: t['bookings.cancel'] }).click();
    await expect(store.getByRole('dialog', { name: t['bookings.cancel.title'] })).toBeVisible();
    await cleanAtBothWidths(page, openDialog, 'dialog');
    // Cancelled, its place is free again for the other tests.
    await store.getByRole('dialog').getByRole('button', { name: t['bookings.cancel.confirm'] }).click();
    await expect(card.getByRole('button', { name: t['bookings.reschedule'] })).toHaveCount(0);

    // My data, then its Delete dialog.
    await page.goto('/#/my-data');
    await expect(store.getByRole('heading', { level: 1, name: t['pages.myData.title'] })).toBeVisible();
    await expect(store.locator('.my-data__card').first()).toBeVisible();
    await cleanAtBothWidths(page, storeScreen, 'main');
    await store.getByRole('button', { name: t['myData.delete.open'] }).click();
    await expect(store.getByRole('dialog', { name: t['myData.delete.dialogTitle'] })).toBeVisible();
    await cleanAtBothWidths(page, openDialog, 'dialog');
  });
}
