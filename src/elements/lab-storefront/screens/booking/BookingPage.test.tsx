import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { BookingSwitchProvider } from '../../../../components/BookingSwitch/BookingSwitch';
import { hashHref, useHashLocation, useHashSearch } from '../../../../router/hashLocation';
import { $loginPanelOpen } from '../../../../stores/login';
import { signIn } from '../../../../stores/session';
import BookingPage from './BookingPage';
import { withCannedApi, type RecordedRequest } from '../../../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';
import { sampleBooking, sampleBookingTests } from '../../../../../tests/unit/support/sampleBookings';

const canned = withCannedApi();

function answerAsTheLab({ path }: RecordedRequest) {
  if (path === '/api/v1/bookings/bk-1') return { json: { success: true, data: sampleBooking() } };
  const test = Object.values(sampleBookingTests).find(({ _id }) => path === `/api/v1/tests/${_id}`);
  if (test) return { json: { success: true, data: test } };
  return { status: 404, json: { success: false, message: 'Booking not found' } };
}

function openConfirmation(hash: string, bookingOn = true) {
  history.replaceState(null, '', hash);
  render(
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <BookingSwitchProvider value={bookingOn}>
        <main>
          <BookingPage />
        </main>
      </BookingSwitchProvider>
    </Router>,
  );
}

describe('the booking confirmation', () => {
  it('reads the booking by its id with the visitor’s token and shows its number, time and address', async () => {
    act(() => void signIn({ token: 'token-asha', userId: 'u-asha' }));
    canned.api.answer(answerAsTheLab);
    openConfirmation('#/booking?id=bk-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking number SD-26-0042' })).toBeTruthy();
    expect(screen.getByText('Tue 8 Dec, 07:00–08:00')).toBeTruthy();
    expect(screen.getByText('12, 3rd Cross, Indiranagar, Near the metro, HAL 2nd Stage, Bengaluru 560001')).toBeTruthy();
    expect(screen.getByText('Asha Rao, 34')).toBeTruthy();
    expect(screen.getByText('Ramesh Rao, 68')).toBeTruthy();
    expect(screen.getByText('₹2,247')).toBeTruthy();
    expect(screen.getByText('Pay at collection (cash or UPI)')).toBeTruthy();
    const read = canned.api.requests.find((request) => request.path === '/api/v1/bookings/bk-1');
    expect(read?.headers.authorization).toBe('Bearer token-asha');
  });

  it('says what to do before, as the cart does: fasting for the package, both samples, the last report', async () => {
    act(() => void signIn({ token: 'token-asha', userId: 'u-asha' }));
    canned.api.answer(answerAsTheLab);
    openConfirmation('#/booking?id=bk-1');
    const preparation = await screen.findByRole('region', { name: 'Before your sample collection' });
    expect(preparation.textContent).toContain('Required for Basic Full Body Checkup.');
    expect(preparation.textContent).toContain('SamplesBlood, Urine');
    expect(preparation.textContent).toContain('All reports within48 hours');
    await expectNoAxeViolations(document.body);
  });

  it('offers the visit as a calendar file and a way to My bookings', async () => {
    act(() => void signIn({ token: 'token-asha', userId: 'u-asha' }));
    canned.api.answer(answerAsTheLab);
    openConfirmation('#/booking?id=bk-1');
    const calendar = await screen.findByRole<HTMLAnchorElement>('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('download')).toBe('booking-SD-26-0042.ics');
    const [kind, file = ''] = calendar.getAttribute('href')?.split(',') ?? [];
    expect(kind).toBe('data:text/calendar;charset=utf-8');
    const ics = decodeURIComponent(file);
    expect(ics).toContain('\r\nDTSTART:20261208T013000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Home sample collection\\, booking SD-26-0042\r\n');
    expect(ics).toContain('\r\nUID:bk-1@lab-storefront.booking\r\n');
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('#/bookings');
  });

  it('says clearly that an unknown id, or another user’s, is not a booking of this account', async () => {
    act(() => void signIn({ token: 'token-asha', userId: 'u-asha' }));
    canned.api.answer(answerAsTheLab);
    openConfirmation('#/booking?id=someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy();
    expect(screen.getByText(/We could not find this booking in your account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My bookings' })).toBeTruthy();
  });

  it('asks a visitor who is not logged in to log in, opening the login panel', () => {
    canned.api.answer(answerAsTheLab);
    const before = canned.api.requests.length;
    openConfirmation('#/booking?id=bk-1');
    const notice = screen.getByRole('heading', { name: 'Please login to see your bookings' }).parentElement;
    expect(notice && within(notice).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect($loginPanelOpen.get()).toBe(true);
    expect(canned.api.requests.slice(before).some((request) => request.path.startsWith('/api/v1/bookings'))).toBe(false);
  });

  it('is no screen of a store without booking: the address goes to the error page', () => {
    act(() => void signIn({ token: 'token-asha', userId: 'u-asha' }));
    openConfirmation('#/booking?id=bk-1', false);
    expect(location.hash).toBe('#/error');
  });
});
