import type { Phrase } from '../../i18n';
import type { Booking } from '../../domain/booking';
import { $cart, addTestToCart } from '../cart';

export type BookAgainResult = { kind: 'done' } | { kind: 'session-ended' } | { kind: 'failed'; message: Phrase };

/**
 * Book again: a booking's tests go into the cart (each once, those already there left alone), from
 * where the checkout starts as from any cart; who is tested, where and when are asked afresh.
 */
export async function bookAgain(booking: Booking): Promise<BookAgainResult> {
  const inCart = new Set($cart.get().map((entry) => entry._id));
  const tests = new Map(booking.items.map((item) => [item.testId, { _id: item.testId, name: item.name, price: item.price }]));
  const results = await Promise.all([...tests.values()].filter((test) => !inCart.has(test._id)).map(addTestToCart));
  if (results.some((result) => result.kind === 'session-ended')) return { kind: 'session-ended' };
  const failure = results.find((result) => result.kind === 'failed' || result.kind === 'login-required');
  return failure && 'message' in failure ? { kind: 'failed', message: failure.message } : { kind: 'done' };
}
