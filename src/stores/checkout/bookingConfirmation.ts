import type { Phrase } from '../../i18n';
import { phrase } from '../../i18n';
import { removeFromCart } from '../../api/cart';
import { createBooking, type NewBooking } from '../../api/bookingCheckout';
import type { ApiFailure } from '../../api/callApi';
import { BOOKING_MESSAGES, type Booking } from '../../domain/booking';
import '../apiConnection';
import { forgetBookingHold } from '../bookingSlots';
import { $cart, removeCartEntry } from '../cart';

/**
 * What a refused booking says, in the visitor's language: the server's English messages only tell
 * its refusals apart (a busy server's 429 is not the daily limit's).
 */
function refusalMessage(failure: ApiFailure): Phrase {
  if (failure.reason === 'error') return failure.message;
  if (failure.status === 409) return phrase('bookingSlots.expired');
  const serverText = 'serverText' in failure.message ? failure.message.serverText : undefined;
  if (failure.status === 429 && serverText === BOOKING_MESSAGES.dailyLimit) return phrase('checkout.book.dailyLimit');
  return phrase('checkout.book.failed');
}

export type Confirmation =
  | { ok: true; booking: Booking; firstTime: boolean }
  | { ok: false; message: Phrase; status?: number; holdRanOut: boolean };

/**
 * Confirm booking, safe to press again: one Idempotency-Key per booking asked for, the same for
 * every retry of the same body (a lost answer then gives back the booking the server made), a
 * new one when what is booked changes. `firstTime` is false when the server hands back a booking
 * this page already heard of, so its purchase is reported once.
 */
export function createBookingConfirmation(userId: string) {
  let sent: { body: string; key: string } | undefined;
  const confirmedNumbers = new Set<string>();

  function keyFor(booking: NewBooking): string {
    const body = JSON.stringify(booking);
    if (sent?.body !== body) sent = { body, key: crypto.randomUUID() };
    return sent.key;
  }

  /** The booked tests leave the cart, on the server and in the header's count. */
  async function clearBookedTests(testIds: readonly string[]): Promise<void> {
    const inCart = new Set($cart.get().map((entry) => entry._id));
    await Promise.all(
      [...new Set(testIds)].filter((id) => inCart.has(id)).map(async (id) => {
        const outcome = await removeFromCart(userId, id);
        if (outcome.ok) removeCartEntry(id);
      }),
    );
  }

  async function confirm(booking: NewBooking): Promise<Confirmation> {
    const outcome = await createBooking(booking, keyFor(booking));
    if (!outcome.ok) {
      const holdRanOut = outcome.status === 409;
      // The server has no such hold any more: the time step starts afresh.
      if (holdRanOut) forgetBookingHold();
      return { ok: false, message: refusalMessage(outcome), status: outcome.status, holdRanOut };
    }
    const firstTime = !confirmedNumbers.has(outcome.value.number);
    confirmedNumbers.add(outcome.value.number);
    sent = undefined;
    forgetBookingHold();
    await clearBookedTests(outcome.value.items.map((item) => item.testId));
    return { ok: true, booking: outcome.value, firstTime };
  }

  return { confirm };
}
