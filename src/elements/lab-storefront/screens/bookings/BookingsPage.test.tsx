import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { addDays, SLOT_STARTS, slotEnd, slotId, type Booking } from '../../../../domain/booking';
import { BookingSwitchProvider } from '../../../../components/BookingSwitch/BookingSwitch';
import { HostElementContext } from '../../../../elementRuntime/hostElement';
import { hashHref, useHashLocation, useHashSearch } from '../../../../router/hashLocation';
import { $cart } from '../../../../stores/cart';
import { setClock } from '../../../../stores/clock';
import { signIn } from '../../../../stores/session';
import BookingsPage from './BookingsPage';
import { withCannedApi, type CannedReply, type RecordedRequest } from '../../../../../tests/unit/support/cannedApi';
import { expectNoAxeViolations } from '../../../../../tests/unit/support/axe';
import { manualClock } from '../../../../../tests/unit/support/manualClock';
import { sampleBooking, sampleBookingTests } from '../../../../../tests/unit/support/sampleBookings';

const canned = withCannedApi();

/** Monday 7 December 2026, 10:32 in Bengaluru: the sample booking is tomorrow at 07:00. */
const NOW = '2026-12-07T10:32:00+05:30';

const older = sampleBooking({ _id: 'bk-0', number: 'SD-26-0007', status: 'reported', history: [{ status: 'booked', at: '2026-11-02T09:00:00.000Z' }] });

/** The reference API's answers for one user with two bookings, as it changes them. */
function answerAsTheLab(bookings: Booking[]) {
  canned.api.answer((request: RecordedRequest): CannedReply => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/v1/bookings') return { json: { success: true, data: bookings } };
    const test = Object.values(sampleBookingTests).find(({ _id }) => path === `/api/v1/tests/${_id}`);
    if (test) return { json: { success: true, data: test } };
    if (method === 'POST' && path === '/api/v1/bookings/bk-1/cancel') {
      const reason = (request.body as { reason?: string }).reason;
      const at = '2026-12-07T05:10:00.000Z';
      const cancelled = { ...sampleBooking(), status: 'cancelled', history: [...sampleBooking().history, { status: 'cancelled', at }], ...(reason ? { cancelReason: reason } : {}) };
      return { json: { success: true, data: cancelled } };
    }
    if (method === 'GET' && path === '/api/v1/booking/slots') {
      const from = request.query.get('from') ?? '';
      const data = Array.from({ length: 7 }, (_, index) => {
        const date = addDays(from, index);
        return { date, slots: SLOT_STARTS.map((start) => ({ id: slotId(date, start), start, end: slotEnd(start), left: 3 })) };
      });
      return { json: { success: true, data } };
    }
    if (method === 'POST' && path === '/api/v1/booking/holds') {
      const id = (request.body as { slotId: string }).slotId;
      const [date = '', start = ''] = id.split('T');
      const expiresAt = new Date(Date.parse(NOW) + 600_000).toISOString();
      return { status: 201, json: { success: true, data: { holdId: 'hold-9', slotId: id, date, start, end: slotEnd(start), expiresAt } } };
    }
    if (method === 'POST' && path === '/api/v1/bookings/bk-1/reschedule') {
      return { json: { success: true, data: { ...sampleBooking(), start: '09:00', end: '10:00' } } };
    }
    if (method === 'POST' && path === '/api/v1/cart/add') return { json: { success: true, message: 'Item added to cart successfully!' } };
    if (method === 'DELETE') return { json: { success: true } };
    return { status: 404, json: { success: false, message: 'Not found' } };
  });
}

function openMyBookings() {
  const host = document.createElement('div');
  const refunds: unknown[] = [];
  host.addEventListener('lab-refund', (event) => refunds.push((event as CustomEvent).detail));
  history.replaceState(null, '', '#/bookings');
  render(
    <HostElementContext.Provider value={host}>
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
        <BookingSwitchProvider value>
          <main>
            <BookingsPage path="/bookings" />
          </main>
        </BookingSwitchProvider>
      </Router>
    </HostElementContext.Provider>,
  );
  return { refunds };
}

const card = (number: string) => screen.getByRole('article', { name: `Booking ${number}` });

beforeEach(() => {
  canned.api.requests.length = 0;
  setClock(manualClock(NOW).clock);
  act(() => void signIn({ token: 'token-asha', userId: 'u-asha' }));
});

afterEach(() => canned.api.answer(() => ({ status: 404, json: {} })));

describe('My bookings', () => {
  it('lists the visitor’s bookings newest first, each with its status', async () => {
    answerAsTheLab([older, sampleBooking()]);
    openMyBookings();
    const list = await screen.findByRole('list', { name: 'Your bookings, newest first' });
    expect(within(list).getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual(['booking-bk-1', 'booking-bk-0']);
    const reported = within(card('SD-26-0007')).getByRole('list', { name: 'Status' });
    expect(reported.querySelector('[aria-current="step"]')?.textContent).toContain('Report ready');
    expect(within(card('SD-26-0007')).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(card('SD-26-0042')).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(canned.api.requests.find((request) => request.path === '/api/v1/bookings')?.headers.authorization).toBe('Bearer token-asha');
    await expectNoAxeViolations(document.body);
  });

  it('cancels after asking, sends the reason written, shows Cancelled and fires lab-refund once', async () => {
    answerAsTheLab([sampleBooking()]);
    const { refunds } = openMyBookings();
    fireEvent.click(await within(await screen.findByRole('article')).findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('Booking SD-26-0042 on Tue 8 Dec, 07:00–08:00 will be cancelled');
    expect(document.activeElement?.textContent).toBe('Keep booking');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: 'Travelling that day' } });
    const confirm = within(dialog).getAllByRole('button', { name: 'Cancel booking' })[0];
    act(() => {
      if (confirm) {
        fireEvent.click(confirm);
        fireEvent.click(confirm);
      }
    });
    expect(await screen.findByText('Booking SD-26-0042 was cancelled.')).toBeTruthy();
    const cancels = canned.api.requests.filter((request) => request.path === '/api/v1/bookings/bk-1/cancel');
    expect(cancels.map((request) => request.body)).toEqual([{ reason: 'Travelling that day' }]);
    expect(within(card('SD-26-0042')).getByText('Reason: Travelling that day')).toBeTruthy();
    expect(within(card('SD-26-0042')).getByRole('list', { name: 'Status' }).querySelector('[aria-current="step"]')?.textContent).toContain('Cancelled');
    expect(within(card('SD-26-0042')).queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(refunds).toEqual([
      {
        transaction_id: 'SD-26-0042',
        currency: 'INR',
        value: 2247,
        items: [
          { item_id: 'full-body', item_name: 'Basic Full Body Checkup', item_category: '', price: 999 },
          { item_id: 'full-body', item_name: 'Basic Full Body Checkup', item_category: '', price: 999 },
          { item_id: 'tsh', item_name: 'TSH', item_category: '', price: 249 },
        ],
      },
    ]);
  });

  it('keeps the booking when the visitor says so, sending nothing', async () => {
    answerAsTheLab([sampleBooking()]);
    openMyBookings();
    fireEvent.click(await within(await screen.findByRole('article')).findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(canned.api.requests.some((request) => request.path.endsWith('/cancel'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reschedules to a time held in the picker, showing the present time and then the new one', async () => {
    answerAsTheLab([sampleBooking()]);
    openMyBookings();
    fireEvent.click(await within(await screen.findByRole('article')).findByRole('button', { name: 'Reschedule' }));
    const panel = await screen.findByRole('region', { name: 'Pick a new time for booking SD-26-0042' });
    expect(await within(panel).findByText(/Booked now for Tomorrow, 07:00–08:00/)).toBeTruthy();
    // The fasting package keeps the times before 11:00: none is left today at 10:32.
    await waitFor(() => expect(within(panel).queryByText('Loading times…')).toBeNull());
    expect(within(panel).queryByRole('radiogroup', { name: 'Times on Today' })).toBeNull();
    fireEvent.click(within(within(panel).getByRole('radiogroup', { name: 'Day' })).getByRole('radio', { name: /^Tomorrow/ }));
    const nine = within(within(panel).getByRole('radiogroup', { name: 'Times on Tomorrow' })).getAllByRole('radio').find((radio) => radio.textContent.startsWith('09:00'));
    if (!nine) throw new Error('09:00 is not offered');
    fireEvent.click(nine);
    await within(panel).findByText(/We hold 09:00–10:00 for you until/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Move my booking to this time' }));
    expect(await screen.findByText('Booking SD-26-0042 is now on Tue 8 Dec, 09:00–10:00.')).toBeTruthy();
    const moves = canned.api.requests.filter((request) => request.path === '/api/v1/bookings/bk-1/reschedule');
    expect(moves.map((request) => request.body)).toEqual([{ holdId: 'hold-9' }]);
    expect(screen.queryByRole('region', { name: /Pick a new time/ })).toBeNull();
    expect(within(card('SD-26-0042')).getByText('Tue 8 Dec, 09:00–10:00')).toBeTruthy();
  });

  it('books again: the booking’s tests go into the cart, each once, and the checkout opens', async () => {
    answerAsTheLab([sampleBooking()]);
    openMyBookings();
    fireEvent.click(await within(await screen.findByRole('article')).findByRole('button', { name: 'Book again' }));
    await waitFor(() => expect(location.hash).toBe('#/checkout'));
    const adds = canned.api.requests.filter((request) => request.path === '/api/v1/cart/add').map((request) => request.body);
    expect(adds).toEqual([
      { userId: 'u-asha', testId: 'full-body' },
      { userId: 'u-asha', testId: 'tsh' },
    ]);
    expect($cart.get().map((entry) => entry._id)).toEqual(['full-body', 'tsh']);
    expect(location.hash).toBe('#/checkout');
  });
});
