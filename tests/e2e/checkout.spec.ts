import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { expectNoSeriousA11yViolations, storeScreen } from './support/axe';
import { fillPerson } from './support/bookingForms';
import { findOverflow } from './support/overflow';
import { addToServerCart, logInThroughApi, storefront } from './support/session';

/*
 * The checkout of a home collection on the demo's store (`/`, which has `booking`), against the
 * real reference API: from the cart to the booked visit, for the visitor and an added parent, at
 * a morning time (the package needs fasting), at a phone's and a laptop's width, with axe on every
 * step and nothing wider than the screen (every language: booking-languages-axe.spec.ts). The
 * rules of each step: the component tests beside src/elements/lab-storefront/components/Checkout/.
 */
const fullBody = { id: 'exclusive-full-body-special', name: 'Full Body Checkup + 1 Special Profile FREE', price: 999 };

/** Every booking event the page hears, with its name, kept in the tab's session storage. */
async function hearBookingEvents(page: Page) {
  await page.evaluate(() => {
    for (const name of ['lab-add-shipping-info', 'lab-add-payment-info', 'lab-purchase']) {
      document.addEventListener(name, (event) => {
        const heard = JSON.parse(sessionStorage.getItem('booking-events') ?? '[]') as unknown[];
        sessionStorage.setItem('booking-events', JSON.stringify([...heard, { name, ...(event as CustomEvent<object>).detail }]));
      });
    }
  });
}

async function stepReady(page: Page, store: Locator, name: string) {
  const heading = store.getByRole('heading', { level: 2, name });
  await expect(heading).toBeFocused();
  await expectNoSeriousA11yViolations(page, storeScreen);
  expect(await findOverflow(page, ['main'])).toEqual([]);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`from the cart to a booked visit for two people at ${viewport.width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const session = await logInThroughApi(page);
    await addToServerCart(page, session, [fullBody.id]);
    await page.goto(`/#/cart?userId=${session.userId}`);
    const store = storefront(page);
    await expect(store.locator('.cart-summary')).toContainText('Home collectionFree');
    await hearBookingEvents(page);
    await store.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/#\/checkout$/);

    // Step 1: "Me" asked once, then a parent added for the same package.
    await expect(store.getByRole('heading', { level: 2, name: 'Step 1 of 4 Who is being tested?' })).toBeVisible();
    const aboutYou = store.getByRole('form', { name: 'About you' });
    await expectNoSeriousA11yViolations(page, storeScreen);
    expect(await findOverflow(page, ['main'])).toEqual([]);
    await fillPerson(aboutYou, { name: 'Asha Rao', age: '34', gender: 'Female' });
    await aboutYou.getByRole('button', { name: 'Save and continue' }).click();
    await expect(store.getByRole('checkbox', { name: 'Me (Asha Rao), 34 years' })).toBeChecked();
    await store.getByRole('button', { name: 'Add a person' }).click();
    const someone = store.getByRole('form', { name: 'A family member or someone else' });
    await fillPerson(someone, { name: 'Lakshmi Rao', age: '61', gender: 'Female', relation: 'Parent' });
    await someone.getByRole('button', { name: 'Add this person' }).click();
    await expect(store.getByRole('checkbox', { name: 'Lakshmi Rao, 61 years' })).toBeChecked();
    await expect(store.getByRole('complementary')).toContainText(`${fullBody.name} × 2`);
    await store.getByRole('button', { name: 'Continue' }).click();

    // Step 2: a new address in a served pin code.
    await stepReady(page, store, 'Step 2 of 4 Where should we collect the sample?');
    const address = store.getByRole('form', { name: 'New address' });
    await address.getByLabel('House number and street').fill('12, 4th Cross');
    await address.getByLabel('Area').fill('Malleswaram');
    await address.getByLabel('Pin code').fill('560003');
    await address.getByRole('checkbox', { name: 'I agree' }).check();
    await address.getByRole('button', { name: 'Save and continue' }).click();

    // Step 3: a morning time (fasting keeps them before 11:00), on a day of this test's own, so that
    // the tests running beside it do not take the same places.
    await stepReady(page, store, 'Step 3 of 4 Pick a time');
    await store.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(viewport.width === 375 ? 1 : 2).click();
    const times = store.getByRole('radiogroup', { name: /^Times on/ }).getByRole('radio');
    await expect(times.first()).toBeVisible();
    await expect(times).toHaveCount(5);
    await expect(times.first()).toContainText('06:00–07:00');
    await expect(times.last()).toContainText('10:00–11:00');
    const open = times.filter({ hasNotText: 'Full' }).first();
    const range = (await open.locator('.booking-slots__time-range').textContent()) ?? '';
    await open.click();
    await expect(store.getByText(`We hold ${range} for you until`, { exact: false })).toBeVisible();
    await store.getByRole('button', { name: 'Continue' }).click();

    // Step 4: both people, the free collection, the total, pay at collection.
    await stepReady(page, store, 'Step 4 of 4 Review and book');
    const review = store.locator('.checkout-review');
    await expect(review.getByRole('heading', { name: 'Me (Asha Rao), 34 years' })).toBeVisible();
    await expect(review.getByRole('heading', { name: 'Lakshmi Rao, 61 years' })).toBeVisible();
    await expect(review).toContainText('Home collection feeFree');
    await expect(review).toContainText('Total₹1,998');
    await expect(review).toContainText('Pay at collection (cash or UPI)');
    await store.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(page).toHaveURL(/#\/booking\?id=[\w-]+$/);
    await expect(store.getByText('Booking confirmed').first()).toBeVisible();
    await expect(store.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart');
    const heard = JSON.parse((await page.evaluate(() => sessionStorage.getItem('booking-events'))) ?? '[]') as unknown[];
    // Two people, one package: two items, ₹1,998, free collection; each event once.
    const item = expect.objectContaining({ item_id: fullBody.id }) as unknown;
    const booked = { currency: 'INR', value: 1998, items: [item, item] };
    expect(heard).toEqual([
      { name: 'lab-add-shipping-info', shipping_tier: 'home collection', ...booked },
      { name: 'lab-add-payment-info', payment_type: 'pay at collection', ...booked },
      { name: 'lab-purchase', transaction_id: expect.stringMatching(/\S/) as unknown, shipping: 0, ...booked },
    ]);
  });
}

test('the first two steps work by keyboard alone', async ({ page }) => {
  const session = await logInThroughApi(page);
  await addToServerCart(page, session, ['cbc']);
  await page.goto('/#/checkout');
  const store = storefront(page);
  const aboutYou = store.getByRole('form', { name: 'About you' });
  await aboutYou.getByLabel('Full name').focus();
  await page.keyboard.type('Asha Rao');
  await page.keyboard.press('Tab');
  await page.keyboard.type('34');
  await page.keyboard.press('Tab');
  await expect(aboutYou.getByLabel('Gender')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(aboutYou.getByRole('checkbox', { name: 'I agree' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const me = store.getByRole('checkbox', { name: 'Me (Asha Rao), 34 years' });
  await expect(me).toBeChecked();
  await me.focus();
  // Space unticks and ticks again; Tab reaches Add a person, then Continue.
  await page.keyboard.press('Space');
  await expect(me).not.toBeChecked();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(store.getByRole('button', { name: 'Add a person' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(store.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(store.getByRole('heading', { level: 2, name: 'Step 2 of 4 Where should we collect the sample?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(store.getByRole('form', { name: 'New address' }).getByLabel('House number and street')).toBeFocused();
});
