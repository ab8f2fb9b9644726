import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hold } from '../../../../domain/booking';
import { $bookingHold } from '../../../../stores/bookingSlots';
import { $cart } from '../../../../stores/cart';
import { createCheckout } from '../../../../stores/checkout';
import { signIn } from '../../../../stores/session';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';
import { bookingLab, type BookingLab } from '../../../../../tests/unit/support/bookingLab';
import { withCannedApi } from '../../../../../tests/unit/support/cannedApi';
import { ReviewStep } from './ReviewStep';

/**
 * Step 4, "Review and book", against the canned lab: what is booked, for whom, where, when and
 * for how much, paid at collection; and Confirm booking, which never books twice and asks for a
 * time again when the held one has run out.
 */
const canned = withCannedApi();
let lab: BookingLab;
const hold: Hold = { holdId: 'h-1', slotId: '2026-12-08T07:00', date: '2026-12-08', start: '07:00', end: '08:00', expiresAt: '2026-12-07T10:10:00.000Z' };

beforeEach(() => {
  lab = bookingLab();
  lab.people.push({ _id: 'me', name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' });
  lab.people.push({ _id: 'mother', name: 'Lakshmi Rao', age: 61, gender: 'female', relation: 'parent' });
  lab.addresses.push({ _id: 'home', line1: '12, 4th Cross', area: 'Malleswaram', landmark: 'Near the temple', city: 'Bengaluru', pincode: '560003' });
  canned.api.answer((request) => lab.handle(request));
  canned.api.requests.length = 0;
  act(() => {
    signIn({ token: 'tok', userId: 'u-1' });
    $cart.set([{ _id: 'cbc' }, { _id: 'lipid' }, { _id: 'not-booked' }]);
  });
});

async function review(forMother = false) {
  const checkout = createCheckout('u-1', { kind: 'cart', userId: 'u-1' }, vi.fn());
  await checkout.load();
  if (forMother) checkout.toggle('cbc', 'mother');
  $bookingHold.set({ held: hold });
  checkout.$step.set(4);
  const tests = checkout.$tests.get();
  const people = checkout.$people.get();
  const addresses = checkout.$addresses.get();
  if (!Array.isArray(tests) || !Array.isArray(people) || !Array.isArray(addresses) || !addresses[0]) throw new Error('the lab did not answer');
  const onBooked = vi.fn();
  const onChange = vi.fn();
  render(
    <main>
      <ReviewStep checkout={checkout} tests={tests} people={people} address={addresses[0]} hold={hold} onChange={onChange} onBooked={onBooked} />
    </main>,
  );
  return { checkout, onBooked, onChange };
}

const bookingsSent = () => canned.api.requests.filter((request) => request.path === '/api/v1/bookings');

describe('review and book', () => {
  it("shows each person's tests with prices, the address, the time, the fee, the total and how to pay", async () => {
    await review();
    const text = document.body.textContent;
    expect(screen.getByRole('heading', { name: 'Me (Asha Rao), 34 years' })).toBeTruthy();
    expect(text).toContain('Complete Blood Count (CBC)₹299');
    expect(text).toContain('12, 4th Cross, Malleswaram, Near the temple, Bengaluru 560003');
    expect(text).toContain('Tue 8 Dec, 07:00–08:00');
    // ₹299 is under ₹500: home collection costs ₹100.
    expect(text).toContain('Tests₹299');
    expect(text).toContain('Home collection fee₹100');
    expect(text).toContain('Total₹399');
    expect(text).toContain('PaymentPay at collection (cash or UPI)');
    await expectNoAxeViolations(document.body);
  });

  it('counts a test for two people twice, and home collection is then free', async () => {
    await review(true);
    expect(screen.getByRole('heading', { name: 'Lakshmi Rao, 61 years' })).toBeTruthy();
    const text = document.body.textContent;
    expect(text).toContain('Tests₹598');
    expect(text).toContain('Home collection feeFree');
    expect(text).toContain('Total₹598');
  });

  it('books once with one Idempotency-Key, kept across a retry after a lost answer', async () => {
    lab.cart = ['cbc', 'lipid'];
    const { onBooked } = await review(true);
    lab.bookingReply = 'drop';
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('We could not reach the server, so your visit is not booked yet. Please try again.'),
    );
    lab.bookingReply = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    const [first, second] = bookingsSent();
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toEqual({
      holdId: 'h-1',
      addressId: 'home',
      items: [
        { testId: 'cbc', personId: 'me' },
        { testId: 'cbc', personId: 'mother' },
        { testId: 'lipid', personId: 'me' },
      ],
    });
    expect(onBooked.mock.calls[0]?.[0]).toMatchObject({ number: 'SD-261207-0001', total: 1197 });
    expect(onBooked.mock.calls[0]?.[1]).toBe(true);
    // The booked tests left the cart, on the server and in the header's count.
    await waitFor(() => expect($cart.get()).toEqual([{ _id: 'not-booked' }]));
    expect(lab.cart).toEqual([]);
  });

  it('asks for a time again when the held one has run out', async () => {
    const { checkout, onBooked } = await review();
    lab.bookingReply = { status: 409, json: { success: false, message: 'Your held time has run out. Please pick a time again.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(checkout.$step.get()).toBe(3));
    expect($bookingHold.get().held).toBeUndefined();
    expect(checkout.$holdRanOut.get()).toBe(true);
    expect(onBooked).not.toHaveBeenCalled();
  });
});
