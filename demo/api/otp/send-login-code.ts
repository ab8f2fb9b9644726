import { tryLockKey } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import { HttpError } from '../http/http-error';
import { BudgetRefusal } from './budget-refusal';
import { deviceOfNumber } from './device-keys';
import { storeLoginCode } from './login-codes';
import { rememberingRefusals } from './login-service';
import type { LoginServiceDeps } from './login-service';
import { assertNumberMaySend, cooldownRefusal, numberSendSubjects, recordSend, requesterOf, takeBackSend } from './number-sends';
import type { Requester } from './number-sends';
import { generateOtpCode, hashOtpCode, newChallenge } from './otp-codes';
import { SmsNotSent } from './otp-sender';
import { maskPhoneNumber, otpSmsText } from './otp-sms';
import { giveBackSendBudgets, sendBudgets, spendSendBudgets } from './send-allowance';
import type { SendBudget } from './send-allowance';

/**
 * Sends a new code to the number within the send limits, beside any earlier code (which stays
 * valid until it expires). The requester is the browser's device key when it has logged in on
 * the number before, else the client's address group: first the refusals this process already
 * knows, then one transaction that takes the number's lock only if it is free (a parallel send to
 * the same number is refused, not queued), checks the requester's cooldown and caps and the
 * number's ceiling, records the send and the code and spends the address, network and global
 * budgets (none for a device key). A send the gateway did not take gives back all it spent. Once
 * the SMS has gone the challenge is the requester's whatever fails after (logged). Only the
 * requester learns the challenge, and only tries that bring it back count against the code's own
 * tries (see `verifyLoginCode`).
 */
export async function sendLoginCode(
  deps: LoginServiceDeps,
  phoneNumber: string,
  client: ClientAddress,
  deviceKey: string | undefined,
): Promise<string> {
  const { db, clock, sender, otpHashKey, limits, refusals } = deps;
  const now = clock();
  const requester = requesterOf(otpHashKey, phoneNumber, client, await deviceOfNumber(db, limits, deviceKey, phoneNumber, now));
  const subjects = numberSendSubjects(phoneNumber, requester);
  const budgets = sendBudgets(limits, client, requester.byDevice);
  refusals.assertNoneFor([subjects.requester, subjects.ceiling, ...budgets.map(({ subject }) => subject)], now);
  const code = generateOtpCode();
  const challenge = newChallenge();
  const codeId = hashOtpCode(otpHashKey, phoneNumber, challenge);
  const expiresAt = new Date(now.getTime() + limits.codeLifetimeSeconds * 1000);
  const sendsThisHour = await loggingBudgetRefusals(deps, () =>
    rememberingRefusals(refusals, () =>
      db.transaction(async (tx) => {
        if (!(await tryLockKey(tx, `otp-number:${phoneNumber}`))) throw numberBusy();
        await assertNumberMaySend(tx, limits, phoneNumber, requester, now, otpHashKey);
        await recordSend(tx, phoneNumber, requester, codeId, now);
        await storeLoginCode(tx, otpHashKey, phoneNumber, { code, challenge, expiresAt });
        return spendSendBudgets(tx, budgets, now);
      }),
    ),
  );
  const text = otpSmsText(code, deps.webOtpHost, limits.codeLifetimeSeconds);
  try {
    await sender.send({ phoneNumber, code, text, at: now });
  } catch (error) {
    await giveBack(deps, { phoneNumber, codeId, budgets, now });
    if (!(error instanceof SmsNotSent)) throw error;
    throw new HttpError(503, 'Failed to send OTP');
  }
  await afterTheSms(deps, { phoneNumber, requester, sendsThisHour, now });
  return challenge;
}

/**
 * Gives back the send and the budgets of an SMS that did not go. The code stays until it expires:
 * a gateway that timed out may still deliver it, and it is then typed without the challenge.
 */
async function giveBack(
  { db, log }: LoginServiceDeps,
  { phoneNumber, codeId, budgets, now }: { phoneNumber: string; codeId: string; budgets: readonly SendBudget[]; now: Date },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await takeBackSend(tx, codeId);
      await giveBackSendBudgets(tx, budgets, now);
    });
  } catch (error) {
    log(`Giving back the send of an SMS not sent to ${maskPhoneNumber(phoneNumber)} failed: ${reason(error)}`);
  }
}

/**
 * What follows a sent SMS: the cooldown kept in memory and the send alarm. The SMS has gone, so
 * the requester must get the challenge that goes with it whatever fails here: a failure is logged,
 * and the send still answers success.
 */
async function afterTheSms(
  { db, limits, refusals, sendAlarm, log }: LoginServiceDeps,
  { phoneNumber, requester, sendsThisHour, now }: { phoneNumber: string; requester: Requester; sendsThisHour: number | undefined; now: Date },
): Promise<void> {
  try {
    const subject = numberSendSubjects(phoneNumber, requester).requester;
    refusals.remember(cooldownRefusal(subject, new Date(now.getTime() + limits.resendCooldownSeconds * 1000), now));
    if (sendsThisHour !== undefined) await sendAlarm(db, sendsThisHour, now);
  } catch (error) {
    log(`Login code sent to ${maskPhoneNumber(phoneNumber)}; the work after the send failed, the challenge was still answered: ${reason(error)}`);
  }
}

/** Runs `work`; a spent shared budget that it throws is logged before it goes on. */
async function loggingBudgetRefusals<T>({ log }: LoginServiceDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BudgetRefusal) log(error.logLine);
    throw error;
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function numberBusy(): HttpError {
  return new HttpError(429, 'Another request for this number is in progress. Please try again in a moment.', { retryAfter: 1 });
}
