import type { Queryable } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import { inMinutes, LimitRefusal } from '../limit-refusal';
import type { Limits } from '../limits';
import { dayMs, hourMs } from '../rate-counts';
import { BudgetRefusal } from './budget-refusal';
import { hashOtpCode } from './otp-codes';
import { maskPhoneNumber } from './otp-sms';

/**
 * Who asks for a number's code: a browser that has logged in on the number (its device key), else
 * the client's address group (IPv4 address, IPv6 /64). Stored as a keyed hash: the sends table
 * holds no address and no key.
 */
export interface Requester {
  hash: string;
  byDevice: boolean;
}

export function requesterOf(hashKey: string, phoneNumber: string, client: ClientAddress, deviceKeyHash: string | undefined): Requester {
  const name = deviceKeyHash === undefined ? `address:${client.limitKey}` : `device:${deviceKeyHash}`;
  return { hash: hashOtpCode(hashKey, phoneNumber, `requester:${name}`), byDevice: deviceKeyHash !== undefined };
}

/** The subject of the number's resend cooldown, which every requester shares. */
export const cooldownSubject = (phoneNumber: string) => `send-cooldown:${phoneNumber}`;

/**
 * What an erased account's number becomes in the sends of the last day: a keyed hash, so the
 * sends still count against the number's budget (erasing an account never resets it) while no
 * row holds the number. The sends, and with them this hash, are pruned after a day.
 */
export function erasedNumberOf(hashKey: string, phoneNumber: string): string {
  return `erased:${hashOtpCode(hashKey, phoneNumber, 'erased-number')}`;
}

/** The subjects of a number's send refusals; `RefusalMemory` keeps refusals under these names. */
export function numberSendSubjects(phoneNumber: string, requester: Requester): { cooldown: string; requester: string; ceiling: string } {
  return {
    cooldown: cooldownSubject(phoneNumber),
    requester: `send-requester:${phoneNumber}:${requester.hash}`,
    ceiling: `send-number:${phoneNumber}:${requester.byDevice ? 'devices' : 'others'}`,
  };
}

interface SendHistory {
  last_send: Date | null;
  requester_hour: number;
  requester_hour_oldest: Date | null;
  requester_day: number;
  requester_day_oldest: Date | null;
  pool_hour: number;
  pool_hour_oldest: Date | null;
  pool_day: number;
  pool_day_oldest: Date | null;
}

/**
 * Refuses with 429 and `retryAfter` when a send would break the number's cooldown, the
 * requester's caps for the number, or the number's ceiling (caps and ceiling sliding: the hour or
 * day since the oldest counted send). The cooldown is the number's whoever asks, so a number gets
 * one code per cooldown however many requesters (or instances) ask at once; a code already on its
 * way counts (its send is recorded before the SMS goes). The ceiling counts sends with a device
 * key of the number apart from the others, so strangers cannot spend what the number's own
 * browsers have; the sends of an erased account of the number count too. A send the gateway
 * refused outright counts against its requester's caps only.
 * Run under the number's lock.
 */
export async function assertNumberMaySend(
  tx: Queryable,
  limits: Limits,
  phoneNumber: string,
  requester: Requester,
  now: Date,
  hashKey: string,
): Promise<void> {
  const mine = 'requester_hash = $4';
  const pool = 'by_device = $5 AND NOT refused';
  const [history] = await tx.query<SendHistory>(
    `SELECT max(sent_at) FILTER (WHERE NOT refused) AS last_send,
       count(*) FILTER (WHERE ${mine} AND sent_at > $2)::int AS requester_hour, min(sent_at) FILTER (WHERE ${mine} AND sent_at > $2) AS requester_hour_oldest,
       count(*) FILTER (WHERE ${mine})::int AS requester_day, min(sent_at) FILTER (WHERE ${mine}) AS requester_day_oldest,
       count(*) FILTER (WHERE ${pool} AND sent_at > $2)::int AS pool_hour, min(sent_at) FILTER (WHERE ${pool} AND sent_at > $2) AS pool_hour_oldest,
       count(*) FILTER (WHERE ${pool})::int AS pool_day, min(sent_at) FILTER (WHERE ${pool}) AS pool_day_oldest
     FROM otp_sends WHERE phone_number IN ($1, $6) AND sent_at > $3`,
    [phoneNumber, new Date(now.getTime() - hourMs), new Date(now.getTime() - dayMs), requester.hash, requester.byDevice, erasedNumberOf(hashKey, phoneNumber)],
  );
  if (!history) return;
  const subjects = numberSendSubjects(phoneNumber, requester);
  if (history.last_send) {
    const until = new Date(history.last_send.getTime() + limits.resendCooldownSeconds * 1000);
    if (until > now) throw cooldownRefusal(subjects.cooldown, until, now);
  }
  const requesterCaps: [count: number, oldest: Date | null, cap: number, windowMs: number][] = [
    [history.requester_hour, history.requester_hour_oldest, limits.maxSendsPerRequesterPerHour, hourMs],
    [history.requester_day, history.requester_day_oldest, limits.maxSendsPerRequesterPerDay, dayMs],
  ];
  for (const [count, oldest, cap, windowMs] of requesterCaps) {
    if (oldest && count >= cap) throw new LimitRefusal(subjects.requester, new Date(oldest.getTime() + windowMs), fromThisNumber, now);
  }
  const ceilings: [count: number, oldest: Date | null, cap: number, windowMs: number, setting: string][] = [
    [history.pool_hour, history.pool_hour_oldest, limits.maxSendsPerNumberPerHour, hourMs, 'OTP_MAX_SENDS_PER_NUMBER_PER_HOUR'],
    [history.pool_day, history.pool_day_oldest, limits.maxSendsPerNumberPerDay, dayMs, 'OTP_MAX_SENDS_PER_NUMBER_PER_DAY'],
  ];
  const scope = `to ${maskPhoneNumber(phoneNumber)} ${requester.byDevice ? 'with' : 'without'} a device key of it`;
  for (const [count, oldest, cap, windowMs, setting] of ceilings) {
    if (oldest && count >= cap) {
      throw new BudgetRefusal(subjects.ceiling, new Date(oldest.getTime() + windowMs), 'from this number', { setting, cap, scope }, now);
    }
  }
}

const fromThisNumber = (seconds: number) => `Too many OTP requests from this number. Please try again ${inMinutes(seconds)}.`;

/** The wait between two sends to one number, also remembered in memory after each send. */
export function cooldownRefusal(subject: string, until: Date, now: Date): LimitRefusal {
  return new LimitRefusal(subject, until, (seconds) => `Please wait ${seconds} seconds before requesting another OTP`, now);
}

/** Records a send under its code's id, so that a send the gateway did not take can be given back. */
export async function recordSend(tx: Queryable, phoneNumber: string, requester: Requester, codeId: string, now: Date): Promise<void> {
  await tx.query('INSERT INTO otp_sends (phone_number, sent_at, requester_hash, by_device, code_id) VALUES ($1, $2, $3, $4, $5)', [
    phoneNumber,
    now,
    requester.hash,
    requester.byDevice,
    codeId,
  ]);
}

/**
 * Gives back a send the gateway refused outright: no SMS went, so it holds no cooldown and spends
 * nothing of the number's ceiling; it stays counted against its requester's caps.
 */
export async function markSendRefused(db: Queryable, codeId: string): Promise<void> {
  await db.query('UPDATE otp_sends SET refused = true WHERE code_id = $1', [codeId]);
}
