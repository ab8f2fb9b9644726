import { atom, computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { fetchAddresses, fetchPeople, saveAddress, savePerson } from '../../api/bookingCheckout';
import type { Address, Person } from '../../domain/booking';
import type { Phrase } from '../../i18n';
import type { AddressDraft } from '../../lib/addressDraft';
import { orderItems, orderNeedsFasting, orderProblems, orderTotals, type Assignments, type OrderProblem, type OrderTest, type OrderTotals } from '../../lib/bookingOrder';
import { draftAge, isMinorDraft, type PersonDraft } from '../../lib/personDraft';
import '../apiConnection';
import { $bookingHold } from '../bookingSlots';
import { createBookingConfirmation, type Confirmation } from './bookingConfirmation';
import { readOrder, type OrderSource } from './checkoutOrder';

export type CheckoutStep = 1 | 2 | 3 | 4;

/** What the checkout shows before its reads answer: `undefined` while loading, `'failed'` to offer Retry. */
export type Loaded<T> = T | undefined | 'failed';

export interface CheckoutScreen {
  $tests: ReadableAtom<Loaded<OrderTest[]>>;
  $people: ReadableAtom<Loaded<Person[]>>;
  $addresses: ReadableAtom<Loaded<Address[]>>;
  $assignments: ReadableAtom<Assignments>;
  $addressId: WritableAtom<string | undefined>;
  $step: WritableAtom<CheckoutStep>;
  /** Confirm booking found the held time gone (409): the time step says so until a new one is held. */
  $holdRanOut: ReadableAtom<boolean>;
  $problems: ReadableAtom<OrderProblem[]>;
  $totals: ReadableAtom<OrderTotals>;
  $fasting: ReadableAtom<boolean>;
  load: () => Promise<void>;
  toggle: (testId: string, personId: string) => void;
  /** Resolves with the failure's message, or `undefined` once the person is kept and chosen. */
  addPerson: (draft: PersonDraft) => Promise<Phrase | undefined>;
  addAddress: (draft: AddressDraft) => Promise<Phrase | undefined>;
  confirm: () => Promise<Confirmation | undefined>;
}

const tests = (loaded: Loaded<OrderTest[]>) => (Array.isArray(loaded) ? loaded : []);

/**
 * One visit of the checkout (interface §2 `booking`): its tests, the user's people and
 * addresses, who each test is for ("Me" by default), the chosen address, and Confirm booking of
 * the time held in `$bookingHold`. `onSessionEnded` runs when the server refuses the token (401).
 */
export function createCheckout(userId: string, source: OrderSource, onSessionEnded: () => void): CheckoutScreen {
  const $tests = atom<Loaded<OrderTest[]>>(undefined);
  const $people = atom<Loaded<Person[]>>(undefined);
  const $addresses = atom<Loaded<Address[]>>(undefined);
  const $assignments = atom<Assignments>({});
  const $addressId = atom<string | undefined>(undefined);
  const $step = atom<CheckoutStep>(1);
  const $holdRanOut = atom(false);
  // A new held time ends the notice that the last one ran out.
  onMount($holdRanOut, () =>
    $bookingHold.listen(({ held }) => {
      if (held) $holdRanOut.set(false);
    }),
  );
  const $problems = computed([$tests, $assignments], (loaded, assignments) => orderProblems(tests(loaded), assignments));
  // Before anyone is chosen (the first "About you"), each test counts once, as it will for "Me".
  const $totals = computed([$tests, $assignments], (loaded, assignments) =>
    orderTotals(tests(loaded), Object.fromEntries(tests(loaded).map(({ _id }) => [_id, assignments[_id]?.length ? assignments[_id] : ['me']]))),
  );
  const $fasting = computed($tests, (loaded) => orderNeedsFasting(tests(loaded)));
  const confirmation = createBookingConfirmation(userId);

  const refused = (status: number | undefined) => {
    if (status === 401) onSessionEnded();
  };

  /** Every test not yet for anyone is for the account holder, once "Me" is known. */
  function assignMeByDefault(): void {
    const people = $people.get();
    const me = Array.isArray(people) ? people.find((person) => person.relation === 'self') : undefined;
    if (!me) return;
    const assignments = { ...$assignments.get() };
    for (const test of tests($tests.get())) if (!assignments[test._id]?.length) assignments[test._id] = [me._id];
    $assignments.set(assignments);
  }

  async function load(): Promise<void> {
    $tests.set(undefined);
    $people.set(undefined);
    $addresses.set(undefined);
    const [order, people, addresses] = await Promise.all([readOrder(source), fetchPeople(), fetchAddresses()]);
    for (const outcome of [order, people, addresses]) if (!outcome.ok) refused(outcome.status);
    $tests.set(order.ok ? order.value : 'failed');
    $people.set(people.ok ? people.value : 'failed');
    $addresses.set(addresses.ok ? addresses.value : 'failed');
    if (addresses.ok && addresses.value.length > 0 && !$addressId.get()) $addressId.set(addresses.value[0]?._id);
    assignMeByDefault();
  }

  function toggle(testId: string, personId: string): void {
    const chosen = $assignments.get()[testId] ?? [];
    const next = chosen.includes(personId) ? chosen.filter((id) => id !== personId) : [...chosen, personId];
    $assignments.set({ ...$assignments.get(), [testId]: next });
  }

  async function addPerson(draft: PersonDraft): Promise<Phrase | undefined> {
    const outcome = await savePerson({
      name: draft.name.trim(),
      age: draftAge(draft.age) ?? 0,
      gender: draft.gender || 'other',
      relation: draft.relation || 'other',
      consent: true,
      ...(isMinorDraft(draft) ? { guardianConsent: true as const } : {}),
    });
    if (!outcome.ok) {
      refused(outcome.status);
      return outcome.message;
    }
    const person = outcome.value;
    const people = $people.get();
    $people.set([...(Array.isArray(people) ? people : []), person]);
    if (person.relation === 'self') assignMeByDefault();
    // Someone added for this booking is for its only test, or waits to be ticked where there are several.
    else if (tests($tests.get()).length === 1) toggle(tests($tests.get())[0]?._id ?? '', person._id);
    return undefined;
  }

  async function addAddress(draft: AddressDraft): Promise<Phrase | undefined> {
    const landmark = draft.landmark.trim();
    const outcome = await saveAddress({
      line1: draft.line1.trim(),
      area: draft.area.trim(),
      city: draft.city.trim(),
      pincode: draft.pincode,
      consent: true,
      ...(landmark ? { landmark } : {}),
    });
    if (!outcome.ok) {
      refused(outcome.status);
      return outcome.message;
    }
    const addresses = $addresses.get();
    $addresses.set([...(Array.isArray(addresses) ? addresses : []), outcome.value]);
    $addressId.set(outcome.value._id);
    return undefined;
  }

  async function confirm(): Promise<Confirmation | undefined> {
    const hold = $bookingHold.get().held;
    const addressId = $addressId.get();
    if (!hold || !addressId) return undefined;
    const outcome = await confirmation.confirm({
      holdId: hold.holdId,
      addressId,
      items: orderItems(tests($tests.get()), $assignments.get()),
    });
    if (!outcome.ok) refused(outcome.status);
    if (!outcome.ok && outcome.holdRanOut) {
      $holdRanOut.set(true);
      $step.set(3);
    }
    return outcome;
  }

  return { $tests, $people, $addresses, $assignments, $addressId, $step, $holdRanOut, $problems, $totals, $fasting, load, toggle, addPerson, addAddress, confirm };
}
