import { computed, onMount, type ReadableAtom } from 'nanostores';
import type { Booking } from '../../domain/booking';
import { summarisePreparation, type Preparation } from '../../lib/preparation';
import { $testDetails, requestTestDetails } from '../testDetails';

/**
 * What to do before the visit, as the cart says it (fasting, samples, report time), for a booking's
 * tests: each test once, however many people it is for. `undefined` until every test's details
 * (read once per visit) have arrived.
 */
export function bookingPreparation(booking: Booking): ReadableAtom<Preparation | undefined> {
  const tests = new Map(booking.items.map((item) => [item.testId, item.name]));
  const $preparation = computed($testDetails, (details) => {
    const known = [...tests].flatMap(([id, name]) => {
      const test = details[id];
      return test ? [{ ...test, name }] : [];
    });
    return known.length === tests.size ? summarisePreparation(known) : undefined;
  });
  onMount($preparation, () => requestTestDetails([...tests.keys()]));
  return $preparation;
}
