import { tryLockKey } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import { HttpError } from '../http/http-error';
import { BudgetRefusal } from './budget-refusal';
import { deviceOfNumber, hashDeviceKey } from './device-keys';
import { endCode, storeLoginCode } from './login-codes';
import { rememberingRefusals } from './login-service';
import type { LoginServiceDeps } from './login-service';
import type { Requester } from './number-sends';
import { assertNumberMaySend, cooldownRefusal, cooldownSubject, markSendRefused, numberSendSubjects, recordSend, requesterOf } from './number-sends';
import { generateOtpCode, hashOtpCode, newChallenge } from './otp-codes';
import { SmsNotSent, SmsRefused } from './otp-sender';
import { maskPhoneNumber, otpSmsText } from './otp-sms';
import { giveBackSendBudgets, sendBudgets, spendSendBudgets } from './send-allowance';
import type { SendBudget } from './send-allowance';

/**
 * Sends a new code to the number within the send limits, beside any earlier code (which stays
 * valid until it expires, up to `maxLiveCodesPerNumber`). The requester is the browser's device
 * key when it has logged in on the number before, else the client's address group. First the
 * refusals this process already knows, before any database work (a made-up device key is none:
 * `deviceKeyFrom` checked its signature); then one transaction that takes the number's lock only
 * if it is free (a parallel send to the same number is refused, not queued), checks the number's
 * cooldown, the requester's caps and the number's ceiling, records the send and the code and
 * spends the hourly budgets (address, network and everyone's keyless sends; everyone's sends with
 * a device key). A send the gateway refused outright gives back all it spent but its requester's
 * caps, and its code ends; one that timed out or failed otherwise may have gone, and counts. Once
 * the SMS has gone the challenge is the requester's whatever fails after (logged). Only the
 * requester learns the challenge, and only tries that bring it back count as the requester's own
 * (see `verifyLoginCode`).
 */
export async function sendLoginCode(
  deps: LoginServiceDeps,
  phoneNumber: string,
  client: ClientAddress,
  deviceKey: string | undefined,
): Promise<string> {
  const { db, clock, sender, otpHashKey, limits, refusals } = deps;
  const now = clock();
  // Cheap refusals first, before any database work, for the send as asked for (with the key it
  // brings: a made-up key is none, `deviceKeyFrom` checked its signature); again after the lookup
  // when the key turns out not to be one of the number's.
  const claimedDevice = deviceKey === undefined ? undefined : hashDeviceKey(deviceKey);
  refusals.assertNoneFor(sendPlan(deps, phoneNumber, client, claimedDevice).subjects, now);
  const deviceKeyHash = await deviceOfNumber(db, limits, deviceKey, phoneNumber, now);
  const { requester, budgets, subjects } = sendPlan(deps, phoneNumber, client, deviceKeyHash);
  if (deviceKeyHash !== claimedDevice) refusals.assertNoneFor(subjects, now);
  const code = generateOtpCode();
  const challenge = newChallenge();
  const codeId = hashOtpCode(otpHashKey, phoneNumber, challenge);
  const expiresAt = new Date(now.getTime() + limits.codeLifetimeSeconds * 1000);
  await loggingBudgetRefusals(deps, () =>
    rememberingRefusals(refusals, () =>
      db.transaction(async (tx) => {
        if (!(await tryLockKey(tx, `otp-number:${phoneNumber}`))) throw numberBusy();
        await assertNumberMaySend(tx, limits, phoneNumber, requester, now, otpHashKey);
        await recordSend(tx, phoneNumber, requester, codeId, now);
        await storeLoginCode(tx, otpHashKey, phoneNumber, { code, challenge, expiresAt, maxLiveCodes: limits.maxLiveCodesPerNumber });
        await spendSendBudgets(tx, budgets, now);
      }),
    ),
  );
  const text = otpSmsText(code, deps.webOtpHost, limits.codeLifetimeSeconds);
  try {
    await sender.send({ phoneNumber, code, text, at: now });
  } catch (error) {
    if (error instanceof SmsRefused) {
      await giveBack(deps, { phoneNumber, codeId, budgets, now });
      throw smsFailed();
    }
    if (!(error instanceof SmsNotSent)) throw error;
    // It may still arrive: the send counts, and its code stays for whoever types it.
    await afterTheSms(deps, { phoneNumber, now });
    throw smsFailed();
  }
  await afterTheSms(deps, { phoneNumber, now });
  return challenge;
}

/** Who asks (the device key of the number, else the address group), what the send spends, and the refusals that may stand in its way. */
function sendPlan(
  { otpHashKey, limits }: LoginServiceDeps,
  phoneNumber: string,
  client: ClientAddress,
  deviceKeyHash: string | undefined,
): { requester: Requester; budgets: SendBudget[]; subjects: string[] } {
  const requester = requesterOf(otpHashKey, phoneNumber, client, deviceKeyHash);
  const budgets = sendBudgets(limits, client, requester.byDevice);
  return { requester, budgets, subjects: [...Object.values(numberSendSubjects(phoneNumber, requester)), ...budgets.map(({ subject }) => subject)] };
}

/**
 * Gives back what a send the gateway refused outright spent (all but its requester's caps) and
 * ends its code, in one transaction: no SMS carries that code, and a live code that nobody got
 * would only be one more for a guesser to hit.
 */
async function giveBack(
  { db, log }: LoginServiceDeps,
  { phoneNumber, codeId, budgets, now }: { phoneNumber: string; codeId: string; budgets: readonly SendBudget[]; now: Date },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await markSendRefused(tx, codeId);
      await endCode(tx, codeId);
      await giveBackSendBudgets(tx, budgets, now);
    });
  } catch (error) {
    log(`Giving back the send of an SMS refused for ${maskPhoneNumber(phoneNumber)} failed: ${reason(error)}`);
  }
}

/**
 * What follows an SMS that went (or may have): the number's cooldown kept in memory and the send
 * alarm. A failure here is logged, and the send's answer stands.
 */
async function afterTheSms({ db, limits, refusals, sendAlarm, log }: LoginServiceDeps, { phoneNumber, now }: { phoneNumber: string; now: Date }): Promise<void> {
  try {
    refusals.remember(cooldownRefusal(cooldownSubject(phoneNumber), new Date(now.getTime() + limits.resendCooldownSeconds * 1000), now));
    await sendAlarm(db, now);
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

function smsFailed(): HttpError {
  return new HttpError(503, 'Failed to send OTP');
}

function numberBusy(): HttpError {
  return new HttpError(429, 'Another request for this number is in progress. Please try again in a moment.', { retryAfter: 1 });
}
