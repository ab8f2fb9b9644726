import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { fillPerson } from './support/bookingForms';
import { readLoginCode, uniquePhoneNumber } from './support/loginCode';
import { findOverflow } from './support/overflow';
import { storefront } from './support/session';

/*
 * The whole journey on the demo's store (`/`, which has `booking`), against the real
 * reference API: a visitor logs in, adds a package, books it for themselves and a parent at a
 * morning time, sees the confirmation, finds it in My bookings, reschedules it and cancels it;
 * `lab-purchase` fires once with the booking's number and `lab-refund` once on the cancel. Axe and
 * the width checked on the confirmation and My bookings at a phone's and a laptop's width. Each
 * screen's rules: the component tests in src/elements/lab-storefront/screens/booking{,s}/.
 */
const packageName = 'Basic Full Body Checkup';

/** Every `lab-purchase` and `lab-refund` the tab hears, kept in its session storage across the login's reload. */
async function hearBookingEvents(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['lab-purchase', 'lab-refund']) {
      document.addEventListener(name, (event) => {
        const heard = JSON.parse(sessionStorage.getItem(name) ?? '[]') as unknown[];
        sessionStorage.setItem(name, JSON.stringify([...heard, (event as CustomEvent).detail]));
      });
    }
  });
}

const heard = async (page: Page, name: string) =>
  JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), name)) ?? '[]') as Record<string, unknown>[];

async function logInThroughThePanel(page: Page, store: Locator) {
  const phoneNumber = uniquePhoneNumber();
  await store.getByRole('button', { name: 'Login', exact: true }).click();
  const panel = store.locator('dialog.login-panel');
  await panel.getByLabel('Mobile number').fill(phoneNumber);
  await panel.getByRole('button', { name: 'Send OTP' }).click();
  await panel.getByLabel('One-time password (OTP)').fill(await readLoginCode(phoneNumber));
  const reloaded = page.waitForEvent('load');
  await panel.getByRole('button', { name: 'Verify OTP' }).click();
  await reloaded;
  await expect(store.getByRole('button', { name: 'My account' })).toBeVisible();
}

/** Picks tomorrow's time that starts at `start` in the time picker inside `within`. */
async function pickTomorrowAt(within: Locator, start: string) {
  await within.getByRole('radio', { name: /^Tomorrow/ }).click();
  const time = within.getByRole('radiogroup', { name: 'Times on Tomorrow' }).getByRole('radio', { name: new RegExp(`^${start}`) });
  await time.click();
  await expect(within.getByText(new RegExp(`^We hold ${start}–`))).toBeVisible();
}

async function screenIsClean(page: Page) {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoSeriousA11yViolations(page, storeScreen);
    expect(await findOverflow(page, ['main'])).toEqual([]);
  }
}

test('a visitor books a package for two at a morning time, then finds, reschedules and cancels it', async ({ page }) => {
  test.slow();
  await hearBookingEvents(page);
  await page.goto('/');
  const store = storefront(page);
  await logInThroughThePanel(page, store);

  // Adds a package from the checkups, then checks out from the cart.
  await page.goto('/#/checkups');
  await store.getByRole('button', { name: `Add to cart: ${packageName}` }).first().click();
  await expect(store.getByRole('status').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();
  await store.getByRole('link', { name: 'Cart 1 item' }).click();
  await store.getByRole('button', { name: 'Checkout' }).click();

  // Step 1: the visitor, asked once, and a parent added; the package is for both.
  const aboutYou = store.getByRole('form', { name: 'About you' });
  await fillPerson(aboutYou, { name: 'Asha Rao', age: '34', gender: 'Female' });
  await aboutYou.getByRole('button', { name: 'Save and continue' }).click();
  await store.getByRole('button', { name: 'Add a person' }).click();
  const someone = store.getByRole('form', { name: 'A family member or someone else' });
  await fillPerson(someone, { name: 'Ramesh Rao', age: '68', gender: 'Male', relation: 'Parent' });
  await someone.getByRole('button', { name: 'Add this person' }).click();
  await expect(store.getByRole('checkbox', { name: 'Me (Asha Rao), 34 years' })).toBeChecked();
  await expect(store.getByRole('checkbox', { name: 'Ramesh Rao, 68 years' })).toBeChecked();
  await store.getByRole('button', { name: 'Continue' }).click();

  // Step 2: a new address in a served pin code; step 3: tomorrow at 07:00 (fasting keeps mornings).
  const address = store.getByRole('form', { name: 'New address' });
  await address.getByLabel('House number and street').fill('12, 4th Cross');
  await address.getByLabel('Area').fill('Malleswaram');
  await address.getByLabel('Pin code').fill('560003');
  await address.getByRole('checkbox', { name: 'I agree' }).check();
  await address.getByRole('button', { name: 'Save and continue' }).click();
  await expect(store.getByRole('heading', { level: 2, name: 'Step 3 of 4 Pick a time' })).toBeFocused();
  await pickTomorrowAt(store, '07:00');
  await store.getByRole('button', { name: 'Continue' }).click();
  await expect(store.getByRole('heading', { level: 2, name: 'Step 4 of 4 Review and book' })).toBeFocused();
  await store.getByRole('button', { name: 'Confirm booking' }).click();

  // The confirmation: its number, the time, the address, what to do before; a reload shows it again.
  await expect(page).toHaveURL(/#\/booking\?id=[\w-]+$/);
  await expect(store.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const number = (await store.locator('.confirmation__number-value').textContent()) ?? '';
  expect(number).toMatch(/\S/);
  const confirmation = store.locator('.confirmation');
  await expect(confirmation).toContainText(', 07:00–08:00');
  await expect(confirmation).toContainText('12, 4th Cross, Malleswaram, Bengaluru 560003');
  await expect(confirmation).toContainText(`Required for ${packageName}.`);
  await expect(store.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', `booking-${number}.ics`);
  await page.reload();
  await expect(store.locator('.confirmation__number-value')).toHaveText(number);
  await screenIsClean(page);

  const purchases = await heard(page, 'lab-purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({ transaction_id: number, currency: 'INR', value: 1998, shipping: 0 });

  // My bookings, from the header's account menu.
  await store.getByRole('button', { name: 'My account' }).click();
  await store.getByRole('link', { name: 'My bookings' }).first().click();
  await expect(page).toHaveURL(/#\/bookings$/);
  const card = store.getByRole('article', { name: `Booking ${number}` });
  await expect(card.getByRole('list', { name: 'Status' }).locator('[aria-current="step"]')).toContainText('Booked');
  await screenIsClean(page);

  // Reschedule to tomorrow at 09:00.
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const panel = card.getByRole('region', { name: `Pick a new time for booking ${number}` });
  await expect(panel.getByText(/^Booked now for Tomorrow, 07:00–08:00/)).toBeVisible();
  await pickTomorrowAt(panel, '09:00');
  await panel.getByRole('button', { name: 'Move my booking to this time' }).click();
  await expect(store.getByText(new RegExp(`^Booking ${number} is now on .*, 09:00–10:00\\.$`))).toBeVisible();
  await expect(card).toContainText(', 09:00–10:00');

  // Cancel, with a reason.
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = store.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByLabel('Reason (optional)').fill('Travelling that week');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(store.getByText(`Booking ${number} was cancelled.`)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Status' }).locator('[aria-current="step"]')).toContainText('Cancelled');
  await expect(card).toContainText('Reason: Travelling that week');
  await expect(card.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

  expect(await heard(page, 'lab-purchase')).toHaveLength(1);
  const refunds = await heard(page, 'lab-refund');
  expect(refunds).toEqual([expect.objectContaining({ transaction_id: number, currency: 'INR', value: 1998 })]);
});
