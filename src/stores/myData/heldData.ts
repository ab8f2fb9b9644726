import { atom } from 'nanostores';
import { fetchMyData, withdrawConsent } from '../../api/myData';
import type { ConsentPurpose, MyDataAnswer } from '../../domain/myData';
import { installLabConsent } from '../../consent/labConsent';
import { phrase, type Phrase } from '../../i18n';
import '../apiConnection';

/** The screen My data (product §12): what the lab holds, while it loads and once it came. */
export interface HeldDataState {
  answer?: MyDataAnswer;
  loading: boolean;
  /** Why the last read failed. */
  loadFailure?: Phrase;
  /** The purpose whose withdrawal is under way. */
  withdrawing?: ConsentPurpose;
}

export const $heldData = atom<HeldDataState>({ loading: false });

const update = (changes: Partial<HeldDataState>) => $heldData.set({ ...$heldData.get(), ...changes });

/** Reads what the lab holds again (after a withdrawal too, since it may have erased people and addresses). */
export async function loadHeldData(): Promise<void> {
  update({ loading: true, loadFailure: undefined });
  const outcome = await fetchMyData();
  if (outcome.ok) update({ loading: false, answer: outcome.value });
  else update({ loading: false, loadFailure: outcome.message });
}

/**
 * Withdraws a consent: on the account when it is given there (`onAccount`), and analytics also in
 * this browser at once, through the page's `window.labConsent` (interface §2), whatever the server
 * answers: the visitor's "no" must not wait for a call. Returns what to announce.
 */
export async function withdrawPurpose(purpose: ConsentPurpose, onAccount: boolean): Promise<{ ok: boolean; message: Phrase }> {
  if ($heldData.get().withdrawing) return { ok: false, message: phrase('myData.withdraw.busy') };
  if (purpose === 'analytics') installLabConsent(window).deny('analytics');
  const done = phrase(purpose === 'booking-details' ? 'myData.withdraw.doneBooking' : 'myData.withdraw.doneAnalytics');
  if (!onAccount) return { ok: true, message: done };
  update({ withdrawing: purpose });
  const outcome = await withdrawConsent(purpose);
  update({ withdrawing: undefined });
  if (!outcome.ok) return { ok: false, message: outcome.message };
  await loadHeldData();
  return { ok: true, message: done };
}

/** Forgets what was read (a logout, a deleted account, a test's reset). */
export function forgetHeldData(): void {
  $heldData.set({ loading: false });
}
