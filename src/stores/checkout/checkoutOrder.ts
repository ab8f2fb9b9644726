import type { ApiOutcome } from '../../api/callApi';
import { fetchCart } from '../../api/cart';
import type { OrderTest } from '../../lib/bookingOrder';
import '../apiConnection';
import { readTestDetails } from '../testDetails';

/** Where the checkout's tests come from: the cart, or the one test of a product's Book Now. */
export type OrderSource = { kind: 'cart'; userId: string } | { kind: 'test'; testId: string };

/**
 * The tests to book, with what the checkout needs of each (price, fasting): the server's cart,
 * or one test alone. Each test's details are read once per visit (`$testDetails`); a test the
 * catalogue no longer knows is left out rather than booked blind.
 */
export async function readOrder(source: OrderSource): Promise<ApiOutcome<OrderTest[]>> {
  let ids: string[];
  if (source.kind === 'test') ids = [source.testId];
  else {
    const cart = await fetchCart(source.userId);
    if (!cart.ok) return cart;
    ids = cart.value.map((item) => item._id);
  }
  const details = await Promise.all(ids.map((id) => readTestDetails(id)));
  const failure = details.find((outcome) => !outcome.ok && outcome.status !== 404);
  if (failure && !failure.ok) return failure;
  return { ok: true, value: details.flatMap((outcome) => (outcome.ok ? [outcome.value] : [])) };
}
