import type { Queryable } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import { inMinutes, LimitRefusal } from '../limit-refusal';
import type { Limits } from '../limits';
import { addToCount, hourMs, windowEnd } from '../rate-counts';

/** The subjects a send is limited by; `RefusalMemory` keeps refusals under these names. */
export const sendSubjects = {
  number: (phoneNumber: string) => `send-number:${phoneNumber}`,
  address: (client: ClientAddress) => `send-address:${client.limitKey}`,
  network: (client: ClientAddress) => `send-network:${client.networkKey}`,
  everyone: 'send-all',
};

/**
 * Refuses with 429 and `retryAfter` when a send to the number would break its cooldown or its
 * hourly cap (sliding: the hour since the oldest counted send). Run under the number's lock.
 */
export async function assertNumberMaySend(tx: Queryable, limits: Limits, phoneNumber: string, now: Date): Promise<void> {
  const [history] = await tx.query<{ last_send: Date | null; count: number; oldest: Date | null }>(
    `SELECT max(sent_at) AS last_send, count(*)::int AS count, min(sent_at) AS oldest
     FROM otp_sends WHERE phone_number = $1 AND sent_at > $2`,
    [phoneNumber, new Date(now.getTime() - hourMs)],
  );
  const subject = sendSubjects.number(phoneNumber);
  if (history?.last_send) {
    const until = new Date(history.last_send.getTime() + limits.resendCooldownSeconds * 1000);
    if (until > now) throw cooldownRefusal(phoneNumber, until, now);
  }
  if (history?.oldest && history.count >= limits.maxSendsPerNumberPerHour) {
    throw new LimitRefusal(subject, new Date(history.oldest.getTime() + hourMs), tooManyRequests('from this number'), now);
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

/**
 * Counts the send against the client address, its network and everyone in this clock hour, and
 * refuses (rolling the counts back with the transaction) once one of them is over its cap.
 * Each count is one atomic upsert, so parallel sends on any instance never pass a cap together;
 * they come last in the transaction and always in this order, so their row locks are held for
 * the commit only and two sends never wait on each other in a circle. Returns the hour's sends.
 */
export async function spendSendBudgets(tx: Queryable, limits: Limits, client: ClientAddress, now: Date): Promise<number> {
  const budgets: [subject: string, cap: number, source: string][] = [
    [sendSubjects.address(client), limits.maxSendsPerAddressPerHour, 'from this device'],
    [sendSubjects.network(client), limits.maxSendsPerNetworkPerHour, 'from your network'],
    [sendSubjects.everyone, limits.maxSendsPerHour, 'right now'],
  ];
  let sendsThisHour = 0;
  for (const [subject, cap, source] of budgets) {
    sendsThisHour = await addToCount(tx, subject, now, hourMs);
    if (sendsThisHour > cap) throw new LimitRefusal(subject, windowEnd(now, hourMs), tooManyRequests(source), now);
  }
  return sendsThisHour;
}

function tooManyRequests(source: string) {
  return (seconds: number) => `Too many OTP requests ${source}. Please try again ${inMinutes(seconds)}.`;
}
