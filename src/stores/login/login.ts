import { atom, map } from 'nanostores';
import type { OtpSent } from '../../api/auth';
import type { ApiOutcome } from '../../api/callApi';
import { phrase, translator, type MessageKey, type Phrase } from '../../i18n';
import { OTP_LENGTH, PHONE_LENGTH, phoneNumberDigits } from '../../lib/phoneNumber';
import { syncCartWithServer } from '../cart';
import { callLazyApi } from '../lazyApi';
import { signIn } from '../session';
import { stopListeningForSmsCode } from './smsCode';

type AuthApi = typeof import('./authApi');

/** A call of the auth API, which arrives with the first code request (no panel stuck on "Sending…"). */
const callAuth = <T>(call: (api: AuthApi) => Promise<ApiOutcome<T>>, networkMessage: MessageKey) =>
  callLazyApi(() => import('./authApi'), call, networkMessage);

/** Product §9: page reload 1 s after login. */
const RELOAD_DELAY_MS = 1000;

export interface LoginState {
  step: 'phone' | 'code';
  phone: string;
  code: string;
  /** What the panel says under its field, in each element's language. */
  message?: Phrase;
  busy: boolean;
  /** Seconds until the server accepts the next send, counting down; 0 when it did not say. */
  resendWait: number;
}

const initial: LoginState = { step: 'phone', phone: '', code: '', busy: false, resendWait: 0 };

/** Product §4: the login panel's flow, shared by every login panel on the page. */
export const $login = map<LoginState>({ ...initial });

/**
 * Counts the logins that ended without the reload, because the browser could not store the session
 * (a reload would end it): every login panel closes itself when it grows.
 */
export const $loginsKeptInPage = atom(0);

let reloadPage: () => void = () => location.reload();

/** Replaces the page reload after a login (tests cannot reload their document). */
export function setPageReloader(reload: () => void): void {
  reloadPage = reload;
}

/**
 * Bumped by every reset: an answer that arrives after the user went back to the phone step
 * belongs to a flow that no longer exists and is dropped.
 */
let flow = 0;

/** The challenge of the latest code sent to this browser, sent back with the code typed. */
let challenge: string | undefined;

export function resetLogin(): void {
  flow += 1;
  challenge = undefined;
  stopListeningForSmsCode();
  clearInterval(countdown);
  $login.set({ ...initial });
}

/**
 * Product §5: the login message is styled as success when it contains the word 'success': in its
 * English wording, so that every language styles the same message alike.
 */
export function isSuccessMessage(message: Phrase): boolean {
  // A word starting with 'success' ("successfully", "Successful!"), not "Unsuccessful".
  return /\bsuccess/i.test(translator('en')(message));
}

const digits = (raw: string, length: number) => raw.replace(/\D/g, '').slice(0, length);

/** Digits only, at most 10; a pasted "+91 98765 43210" keeps its own 10 digits. */
export function setPhone(raw: string): void {
  $login.setKey('phone', phoneNumberDigits(raw).slice(0, PHONE_LENGTH));
}

export function setCode(raw: string): void {
  $login.setKey('code', digits(raw, OTP_LENGTH));
}

function update(values: Partial<LoginState>): void {
  $login.set({ ...$login.get(), ...values });
}

let countdown: ReturnType<typeof setInterval> | undefined;

/** The seconds the server gave until the next send: `resendAfter` of a send, `retryAfter` of a refusal. */
const cooldownOf = (outcome: ApiOutcome<OtpSent>): number | undefined =>
  outcome.ok ? outcome.value.resendAfter : outcome.retryAfter;

/** Starts the visible resend cooldown from the server's own number; without one the current countdown goes on. */
function startCooldown(seconds: number | undefined): void {
  if (seconds === undefined || seconds <= 0) return;
  clearInterval(countdown);
  update({ resendWait: Math.ceil(seconds) });
  countdown = setInterval(() => {
    const left = $login.get().resendWait - 1;
    update({ resendWait: Math.max(0, left) });
    if (left <= 0) clearInterval(countdown);
  }, 1000);
}

export async function requestCode(): Promise<void> {
  const { phone, busy } = $login.get();
  // A second press while a send, resend or check is under way sends nothing: a write is never sent twice (interface §2, Network).
  if (busy) return;
  if (phone.length !== PHONE_LENGTH) {
    update({ message: phrase('login.phone.invalid') });
    return;
  }
  update({ busy: true, message: undefined });
  const started = flow;
  const outcome = await callAuth((api) => api.sendOtp(phone), 'api.sendOtp.error');
  if (started !== flow) return;
  if (!outcome.ok) {
    update({ busy: false, message: outcome.message });
    startCooldown(cooldownOf(outcome));
    return;
  }
  challenge = outcome.value.challenge;
  update({
    busy: false,
    step: 'code',
    code: '',
    message: { key: 'login.otpSent', serverText: outcome.value.message },
  });
  startCooldown(cooldownOf(outcome));
}

export async function resendCode(): Promise<void> {
  if ($login.get().busy) return;
  update({ busy: true, message: undefined });
  const started = flow;
  const { phone } = $login.get();
  const outcome = await callAuth((api) => api.resendOtp(phone), 'api.resendOtp.error');
  if (started !== flow) return;
  // The resent code's challenge goes back from now on; the earlier code still logs in on its own.
  if (outcome.ok) challenge = outcome.value.challenge;
  update({ busy: false, message: outcome.ok ? phrase('api.resendOtp.succeeded') : outcome.message });
  startCooldown(cooldownOf(outcome));
}

/** Resolves with the new session's user id when the code was right. */
export async function verifyCode(): Promise<string | undefined> {
  const { phone, code, busy } = $login.get();
  if (busy) return undefined;
  if (code.length !== OTP_LENGTH) {
    update({ message: phrase('login.code.invalid') });
    return undefined;
  }
  // Typed or read from the SMS, a code is being checked: the SMS is no longer awaited.
  stopListeningForSmsCode();
  update({ busy: true, message: undefined });
  const started = flow;
  const outcome = await callAuth((api) => api.verifyOtp(phone, code, challenge), 'api.verifyOtp.error');
  if (started !== flow) return undefined;
  if (!outcome.ok) {
    update({ busy: false, message: outcome.message });
    return undefined;
  }
  const stored = signIn(outcome.value);
  // A cart filled on another device shows its count at once (the page reloads in a second).
  void syncCartWithServer(outcome.value.userId);
  update({ busy: false, message: phrase('login.success') });
  // A session the browser could not store lives in this page only: a reload would end it, so the
  // panel closes instead.
  setTimeout(() => {
    if (stored) {
      reloadPage();
      return;
    }
    resetLogin();
    $loginsKeptInPage.set($loginsKeptInPage.get() + 1);
  }, RELOAD_DELAY_MS);
  return outcome.value.userId;
}

/** Product §4: back to the phone step, with phone, code and message cleared. */
export function changeNumber(): void {
  resetLogin();
}
