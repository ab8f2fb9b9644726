import { atom } from 'nanostores';
import { isServiceablePincode, isValidPincode } from '../../lib/pincode';

export type PincodeCheck =
  | { status: 'idle' }
  | { status: 'checking'; pincode: string }
  | { status: 'available' | 'unavailable'; pincode: string }
  | { status: 'failed'; pincode: string };

/** Product §9: the simulated wait of the availability check. */
export const PINCODE_CHECK_DELAY_MS = 1000;

/** Product §4: the pin-code check, shared by every checker on the page: each shows the pin code being checked and its answer. */
export const $pincodeCheck = atom<PincodeCheck>({ status: 'idle' });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the check: checking, then (after the simulated second) available or not available.
 * Resolves with the outcome, or `undefined` for an invalid pin code, which the caller reports.
 * The outcome is the store's new value unless a newer check overtook it (compare with `get()`).
 */
export async function checkPincode(
  pincode: string,
  decide: (pincode: string) => boolean = isServiceablePincode,
): Promise<PincodeCheck | undefined> {
  if (!isValidPincode(pincode)) return undefined;
  $pincodeCheck.set({ status: 'checking', pincode });
  let outcome: PincodeCheck;
  try {
    await wait(PINCODE_CHECK_DELAY_MS);
    outcome = { status: decide(pincode) ? 'available' : 'unavailable', pincode };
  } catch {
    outcome = { status: 'failed', pincode };
  }
  // A newer check started meanwhile wins; this one's outcome is still returned to its caller.
  const current = $pincodeCheck.get();
  if (current.status === 'checking' && current.pincode === pincode) $pincodeCheck.set(outcome);
  return outcome;
}

export function resetPincodeCheck(): void {
  $pincodeCheck.set({ status: 'idle' });
}
