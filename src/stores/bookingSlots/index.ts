import { atom } from 'nanostores';
import type { Hold } from '../../domain/booking';
import { holdBookingSlot, releaseBookingSlot } from '../../api/bookingSlots';
import { phrase, type Phrase } from '../../i18n';
import '../apiConnection';
import { clock } from '../clock';

/**
 * The visitor's held time of the booking step "Pick a time" (product §11): one at a time, kept
 * from the step to Confirm booking, and given up when it runs out.
 */
export interface BookingHold {
  /** The time held on the server. */
  held?: Hold;
  /** The id of a time being asked for. */
  asking?: string;
  /**
   * Why the last choice ended without a new hold: `taken` (the time filled up meanwhile), `refused`
   * (any other refusal, or no answer), `expired` (the hold ran out).
   */
  problem?: { reason: 'taken' | 'refused' | 'expired'; message: Phrase };
}

export const $bookingHold = atom<BookingHold>({});

let cancelExpiry: (() => void) | undefined;
/** Counts choices, so that an answer to an earlier one that arrives late changes nothing. */
let choice = 0;

function settle(next: BookingHold): void {
  cancelExpiry?.();
  cancelExpiry = undefined;
  $bookingHold.set(next);
  const { held } = next;
  if (!held) return;
  // A hold that ran out asks for a time again; the server has given its place back by then.
  const left = Date.parse(held.expiresAt) - clock().now().getTime();
  cancelExpiry = clock().after(Math.max(0, left), () => {
    if ($bookingHold.get().held?.holdId === held.holdId) holdRanOut();
  });
}

/**
 * The hold ran out: by its own end, or as the server says when a booking is refused with 409
 * ('Your held time has run out. Please pick a time again.'). The step asks for a time again.
 */
export function holdRanOut(): void {
  choice += 1;
  settle({ problem: { reason: 'expired', message: phrase('bookingSlots.expired') } });
}

/**
 * Holds `slotId` for the visitor. The server lets go of their earlier hold only as it grants this
 * one, so a refused choice keeps the earlier hold (still theirs) and says why.
 */
export async function holdBookingTime(slotId: string): Promise<void> {
  const { held, asking } = $bookingHold.get();
  if (held?.slotId === slotId || asking === slotId) return;
  choice += 1;
  const mine = choice;
  $bookingHold.set({ held, asking: slotId });
  const outcome = await holdBookingSlot(slotId);
  if (mine !== choice) {
    // Overtaken by a newer choice, or the visitor left: this place is not wanted any more.
    if (outcome.ok) void releaseBookingSlot(outcome.value.holdId);
    return;
  }
  if (outcome.ok) {
    settle({ held: outcome.value });
    return;
  }
  const reason = outcome.status === 409 ? 'taken' : 'refused';
  settle({ held, problem: { reason, message: outcome.message } });
}

/** The visitor leaves without booking: the place goes back to other visitors at once. */
export async function releaseBookingHold(): Promise<void> {
  const { held } = $bookingHold.get();
  forgetBookingHold();
  if (held) await releaseBookingSlot(held.holdId);
}

/** The hold became a booking (or moved one): the server took it, there is nothing to give back. */
export function forgetBookingHold(): void {
  choice += 1;
  settle({});
}

/** The days and their times, read through the stores' connection (`../apiConnection`). */
export { fetchBookingSlots } from '../../api/bookingSlots';
