import { atom } from 'nanostores';
import { deleteAccount } from '../../api/myData';
import { sendOtp } from '../../api/auth';
import { phrase, type Phrase } from '../../i18n';
import { OTP_LENGTH, PHONE_LENGTH, phoneNumberDigits } from '../../lib/phoneNumber';
import '../apiConnection';
import { signOut } from '../session';
import { forgetHeldData } from './heldData';

/**
 * Delete my account (product §12): the visitor types the account's number, a fresh login
 * code is sent to it (send-otp, as for a login), and the code typed confirms `DELETE /me`.
 * `deleted` stays true after the logout, so the screen can say it was done.
 */
export interface AccountDeletion {
  step: 'number' | 'code';
  phone: string;
  code: string;
  busy: boolean;
  message?: Phrase;
  /** The message says why a step was refused (an alert), not that the code was sent. */
  failed: boolean;
  deleted: boolean;
}

const initial: AccountDeletion = { step: 'number', phone: '', code: '', busy: false, failed: false, deleted: false };

export const $accountDeletion = atom<AccountDeletion>(initial);

/** The challenge of the code sent for this deletion: it makes the tries this browser's own. */
let challenge = '';

const update = (changes: Partial<AccountDeletion>) => $accountDeletion.set({ ...$accountDeletion.get(), ...changes });
const refuse = (message: Phrase) => update({ busy: false, failed: true, message });

/** The masked number (`98xxxxxx10`) fits the typed one: its first and last two digits. */
const fitsMasked = (phone: string, masked: string) => phone.slice(0, 2) === masked.slice(0, 2) && phone.slice(-2) === masked.slice(-2);

export const setDeletionPhone = (raw: string) => update({ phone: phoneNumberDigits(raw).slice(0, PHONE_LENGTH) });
export const setDeletionCode = (raw: string) => update({ code: raw.replace(/\D/g, '').slice(0, OTP_LENGTH) });

/** Sends a fresh login code to the account's number; a number not the account's is refused here. */
export async function sendDeletionCode(maskedNumber: string): Promise<void> {
  const { phone, busy } = $accountDeletion.get();
  if (busy) return;
  const invalid = phone.length !== PHONE_LENGTH ? 'myData.delete.phoneInvalid' : !fitsMasked(phone, maskedNumber) ? 'myData.delete.otherNumber' : undefined;
  if (invalid) {
    refuse(phrase(invalid));
    return;
  }
  update({ busy: true, failed: false, message: undefined });
  const outcome = await sendOtp(phone);
  if (!outcome.ok) {
    refuse(outcome.message);
    return;
  }
  challenge = outcome.value.challenge ?? '';
  update({ busy: false, step: 'code', code: '', message: phrase('myData.delete.codeSent') });
}

/**
 * Deletes the account with the code typed. On success the visitor is logged out here (the server
 * has ended every session); a wrong code says so and erases nothing.
 */
export async function confirmDeletion(): Promise<boolean> {
  const { code, busy } = $accountDeletion.get();
  if (busy) return false;
  if (code.length !== OTP_LENGTH) {
    refuse(phrase('myData.delete.codeNeeded'));
    return false;
  }
  update({ busy: true, failed: false, message: undefined });
  const outcome = await deleteAccount(code, challenge);
  if (!outcome.ok) {
    refuse(outcome.message);
    return false;
  }
  challenge = '';
  $accountDeletion.set({ ...initial, deleted: true });
  forgetHeldData();
  signOut();
  return true;
}

/** Back to the start: the dialog was cancelled, or the page starts anew. */
export function resetAccountDeletion(): void {
  challenge = '';
  $accountDeletion.set(initial);
}
