import type { Queryable } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import { inMinutes, LimitRefusal } from '../limit-refusal';
import type { Limits } from '../limits';
import { addToSlidingHour, dayMs, hourMs, takeBackFromSlidingHour } from '../rate-counts';

/** The subjects a send is limited by; `RefusalMemory` keeps refusals under these names. */
export const sendSubjects = {
  number: (phoneNumber: string) => `send-number:${phoneNumber}`,
  address: (client: ClientAddress) => `send-address:${client.limitKey}`,
  network: (client: ClientAddress) => `send-network:${client.networkKey}`,
  everyone: 'send-all',
};

/**
 * Refuses with 429 and `retryAfter` when a send to the number would break its cooldown, its
 * hourly cap or its daily cap (both sliding: the hour or day since the oldest counted send).
 * Run under the number's lock.
 */
export async function assertNumberMaySend(tx: Queryable, limits: Limits, phoneNumber: string, now: Date): Promise<void> {
  const [history] = await tx.query<{ last_send: Date | null; count: number; oldest: Date | null; today: number; oldest_today: Date | null }>(
    `SELECT max(sent_at) AS last_send,
       count(*) FILTER (WHERE sent_at > $2)::int AS count, min(sent_at) FILTER (WHERE sent_at > $2) AS oldest,
       count(*)::int AS today, min(sent_at) AS oldest_today
     FROM otp_sends WHERE phone_number = $1 AND sent_at > $3`,
    [phoneNumber, new Date(now.getTime() - hourMs), new Date(now.getTime() - dayMs)],
  );
  const subject = sendSubjects.number(phoneNumber);
  if (history?.last_send) {
    const until = new Date(history.last_send.getTime() + limits.resendCooldownSeconds * 1000);
    if (until > now) throw cooldownRefusal(phoneNumber, until, now);
  }
  if (history?.oldest && history.count >= limits.maxSendsPerNumberPerHour) {
    throw new LimitRefusal(subject, new Date(history.oldest.getTime() + hourMs), tooManyRequests('from this number'), now);
  }
  // The day's cap bounds the codes a guesser can have sent to one number (README, "Guessing").
  if (history?.oldest_today && history.today >= limits.maxSendsPerNumberPerDay) {
    throw new LimitRefusal(subject, new Date(history.oldest_today.getTime() + dayMs), tooManyRequests('from this number'), now);
  }
}

/** The wait between two sends to one number, also remembered in memory after each send. */
export function cooldownRefusal(phoneNumber: string, until: Date, now: Date): LimitRefusal {
  return new LimitRefusal(
    sendSubjects.number(phoneNumber),
    until,
    (seconds) => `Please wait ${seconds} seconds before requesting another OTP`,
    now,
  );
}

export async function recordSend(tx: Queryable, phoneNumber: string, now: Date): Promise<void> {
  await tx.query('INSERT INTO otp_sends (phone_number, sent_at) VALUES ($1, $2)', [phoneNumber, now]);
}

function sendBudgets(limits: Limits, client: ClientAddress): [subject: string, cap: number, source: string][] {
  return [
    [sendSubjects.address(client), limits.maxSendsPerAddressPerHour, 'from this device'],
    [sendSubjects.network(client), limits.maxSendsPerNetworkPerHour, 'from your network'],
    [sendSubjects.everyone, limits.maxSendsPerHour, 'right now'],
  ];
}

/**
 * Counts the send against the client address, its network and everyone over the last hour
 * (sliding), and refuses (rolling the counts back with the transaction) once one of them is over
 * its cap. Each count is an atomic upsert of the minute's row, so parallel sends on any instance
 * queue on it and never pass a cap together; they come last in the transaction and always in
 * this order, so their row locks are held for the commit only and two sends never wait on each
 * other in a circle. Returns the hour's sends.
 */
export async function spendSendBudgets(tx: Queryable, limits: Limits, client: ClientAddress, now: Date): Promise<number> {
  let sendsThisHour = 0;
  for (const [subject, cap, source] of sendBudgets(limits, client)) {
    const spent = await addToSlidingHour(tx, subject, now, cap);
    sendsThisHour = spent.count;
    if (spent.count > cap) throw new LimitRefusal(subject, spent.belowCapAt, tooManyRequests(source), now);
  }
  return sendsThisHour;
}

/**
 * Gives the budgets back for a send the gateway refused for good (a number it will never
 * deliver to): such sends cost nothing, so they must not use up what real users need. The
 * number's own cooldown and caps stay spent, so a refusing gateway cannot be used to get round them.
 */
export async function giveBackSendBudgets(db: Queryable, limits: Limits, client: ClientAddress, now: Date): Promise<void> {
  for (const [subject] of sendBudgets(limits, client)) await takeBackFromSlidingHour(db, subject, now);
}

function tooManyRequests(source: string) {
  return (seconds: number) => `Too many OTP requests ${source}. Please try again ${inMinutes(seconds)}.`;
}
