import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Hold } from '../../../../domain/booking';
import { BookingSwitchProvider } from '../../../../components/BookingSwitch/BookingSwitch';
import { hashHref, useHashLocation, useHashSearch } from '../../../../router/hashLocation';
import { $bookingHold } from '../../../../stores/bookingSlots';
import { $loginPanelOpen } from '../../../../stores/login';
import { $pincodeCheck } from '../../../../stores/pincode';
import { signIn } from '../../../../stores/session';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';
import { bookingLab, type BookingLab } from '../../../../../tests/unit/support/bookingLab';
import { withCannedApi } from '../../../../../tests/unit/support/cannedApi';
import CheckoutPage from '../../screens/checkout/CheckoutPage';

/**
 * The checkout's steps up to the time and their rules as a visitor meets them, against a canned lab
 * (tests/unit/support/bookingLab.ts): the login it needs, "Me" asked once, people added with the
 * personal-data notice and its ticks, who each test is for, the address and its pin code, and
 * Continue on the time only with a time held. The review: CheckoutReview.test.tsx; the whole
 * journey: tests/e2e/checkout.spec.ts.
 */
const canned = withCannedApi();
let lab: BookingLab;
const hold: Hold = { holdId: 'h-1', slotId: '2026-12-08T07:00', date: '2026-12-08', start: '07:00', end: '08:00', expiresAt: '2099-12-07T10:10:00.000Z' };

beforeEach(() => {
  lab = bookingLab();
  canned.api.answer((request) => lab.handle(request));
});
afterEach(() => {
  canned.api.requests.length = 0;
});

function openCheckout(hash = '/checkout', booking = true) {
  history.replaceState(null, '', `#${hash}`);
  return render(
    <BookingSwitchProvider value={booking}>
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
        <main>
          <CheckoutPage path="/checkout" />
        </main>
      </Router>
    </BookingSwitchProvider>,
  );
}

const logIn = () => act(() => void signIn({ token: 'tok', userId: 'u-1' }));
const sent = (path: string) => canned.api.requests.filter((request) => request.method === 'POST' && request.path === path).map((request) => request.body);
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function saveMe(name = 'Asha Rao', age = '34') {
  const form = await screen.findByRole('form', { name: 'About you' });
  type(field(form, 'Full name'), name);
  type(field(form, 'Age in years'), age);
  fireEvent.change(field(form, 'Gender'), { target: { value: 'female' } });
  fireEvent.click(within(form).getByRole('checkbox', { name: 'I agree' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
  return form;
}

describe('the checkout', () => {
  it('is no screen of the store without booking', async () => {
    logIn();
    openCheckout('/checkout', false);
    await waitFor(() => expect(location.hash).toBe('#/error'));
  });

  it('asks for the login first, and opens the login panel', async () => {
    openCheckout();
    expect(screen.getByRole('heading', { name: 'Log in to book a home collection' })).toBeTruthy();
    expect($loginPanelOpen.get()).toBe(true);
    expect(canned.api.requests).toEqual([]);
  });

  it('asks "Me" once: nothing is kept until the form is right and "I agree" is ticked', async () => {
    logIn();
    openCheckout();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4 Who is being tested?' });
    expect(heading).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'About you' });
    const agree = within(form).getByRole('checkbox', { name: 'I agree' });
    expect((agree as HTMLInputElement).checked).toBe(false);
    expect(within(form).getByText(/What we keep: the name, age, gender and relation/)).toBeTruthy();
    expect(within(form).queryByLabelText('Relation to you')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Please correct the marked fields.'));
    expect(field(form, 'Full name').getAttribute('aria-invalid')).toBe('true');
    expect(field(form, 'Full name').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(form).getAllByText('Please fill this in.')).toHaveLength(2);
    expect(within(form).getByText('Please choose one.')).toBeTruthy();
    expect(within(form).getByText('Please tick “I agree” to continue.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(form, 'Full name')));
    type(field(form, 'Age in years'), '130');
    expect(within(form).getByText('Please enter an age from 0 to 120.')).toBeTruthy();
    expect(sent('/api/v1/booking/people')).toEqual([]);
    await expectNoAxeViolations(document.body);

    await saveMe();
    const me = await screen.findByRole('checkbox', { name: 'Me (Asha Rao), 34 years' });
    expect((me as HTMLInputElement).checked).toBe(true);
    expect(sent('/api/v1/booking/people')).toEqual([{ name: 'Asha Rao', age: 34, gender: 'female', relation: 'self', consent: true }]);
  });

  it("asks a parent's or guardian's word for someone under 18, and keeps it", async () => {
    lab.people.push({ _id: 'me', name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' });
    logIn();
    openCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a person' }));
    const form = screen.getByRole('form', { name: 'A family member or someone else' });
    expect(within(form).queryByRole('checkbox', { name: 'I am this person’s parent or guardian' })).toBeNull();
    type(field(form, 'Full name'), 'Anika Rao');
    type(field(form, 'Age in years'), '9');
    fireEvent.change(field(form, 'Gender'), { target: { value: 'female' } });
    fireEvent.change(field(form, 'Relation to you'), { target: { value: 'child' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'I agree' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add this person' }));
    await waitFor(() => expect(within(form).getByText('Please confirm that you are this person’s parent or guardian.')).toBeTruthy());
    expect(sent('/api/v1/booking/people')).toEqual([]);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'I am this person’s parent or guardian' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add this person' }));
    const anika = await screen.findByRole('checkbox', { name: 'Anika Rao, 9 years' });
    // The order's only test is for the person just added too.
    expect((anika as HTMLInputElement).checked).toBe(true);
    expect(sent('/api/v1/booking/people')).toEqual([
      { name: 'Anika Rao', age: 9, gender: 'female', relation: 'child', consent: true, guardianConsent: true },
    ]);
  });

  it('goes on only when every test is for someone, and for at most 5 people', async () => {
    lab.cart = ['cbc', 'lipid'];
    lab.people.push({ _id: 'me', name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' });
    for (const name of ['Ravi', 'Meena', 'Kiran', 'Latha', 'Suresh']) lab.people.push({ _id: name, name, age: 40, gender: 'other', relation: 'other' });
    logIn();
    openCheckout();
    const lipidFor = await screen.findByRole('group', { name: 'Who is Lipid Profile for?' });
    fireEvent.click(within(lipidFor).getByRole('checkbox', { name: 'Me (Asha Rao), 34 years' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(lipidFor).getByText('Choose who Lipid Profile is for.')).toBeTruthy());
    for (const name of ['Ravi', 'Meena', 'Kiran', 'Latha', 'Suresh']) fireEvent.click(within(lipidFor).getByRole('checkbox', { name: `${name}, 40 years` }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByText('At most 5 people can be tested in one booking. Untick someone, or book for them separately.')).toBeTruthy(),
    );
    fireEvent.click(within(lipidFor).getByRole('checkbox', { name: 'Suresh, 40 years' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const next = await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4 Where should we collect the sample?' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // Lipid for four, CBC for one: 4 × ₹599 + ₹299, so home collection is free.
    expect(screen.getByRole('complementary').textContent).toContain('Lipid Profile × 4');
    expect(screen.getByRole('complementary').textContent).toContain('Total₹2,695');
  });

  it("takes a new address served by the pin-code checker's rule and list, its last pin code filled in", async () => {
    lab.people.push({ _id: 'me', name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' });
    $pincodeCheck.set({ status: 'unavailable', pincode: '110001' });
    logIn();
    openCheckout('/checkout?test=lipid');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    expect((field(form, 'Pin code') as HTMLInputElement).value).toBe('110001');
    type(field(form, 'House number and street'), '12, 4th Cross');
    type(field(form, 'Area'), 'Malleswaram');
    expect((field(form, 'City') as HTMLInputElement).value).toBe('Bengaluru');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'I agree' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(
        within(form).getByText(
          "Service Not Available. Sorry, we don't provide services in this area yet. We are expanding quickly. Please contact us for more information.",
        ),
      ).toBeTruthy(),
    );
    type(field(form, 'Pin code'), '5600a3');
    expect((field(form, 'Pin code') as HTMLInputElement).value).toBe('56003');
    expect(within(form).getByText('Please enter a valid 6-digit pin code')).toBeTruthy();
    type(field(form, 'Pin code'), '560003');
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    // Saved, the new address is chosen and the checkout goes on to the time.
    await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4 Pick a time' });
    expect(sent('/api/v1/booking/addresses')).toEqual([
      { line1: '12, 4th Cross', area: 'Malleswaram', city: 'Bengaluru', pincode: '560003', consent: true },
    ]);
    // Book Now's test alone: the cart was not read.
    expect(canned.api.requests.some((request) => request.path.startsWith('/api/v1/cart'))).toBe(false);
    await expectNoAxeViolations(document.body);
  });

  it('offers a saved address no longer served as not to be chosen', async () => {
    lab.people.push({ _id: 'me', name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' });
    lab.addresses.push({ _id: 'far', line1: '1, MG Road', area: 'Connaught Place', city: 'New Delhi', pincode: '110001' });
    logIn();
    openCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const far = await screen.findByRole('radio', { name: /1, MG Road/ });
    expect((far as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Not served: Service Not Available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText('Choose an address, or add a new one.').parentElement?.getAttribute('role')).toBe('alert'));
  });

  it('goes on from the time only with a time held, and says so when Continue is pressed before', async () => {
    lab.people.push({ _id: 'me', name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' });
    lab.addresses.push({ _id: 'home', line1: '12, 4th Cross', area: 'Malleswaram', city: 'Bengaluru', pincode: '560003' });
    logIn();
    openCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4 Where should we collect the sample?' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4 Pick a time' });
    expect(screen.queryByText('Please pick a time to continue.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please pick a time to continue.').parentElement?.getAttribute('role')).toBe('alert');
    act(() => $bookingHold.set({ held: hold }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 4 of 4 Review and book' });
  });
});
