import type { Queryable } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import { inMinutes, LimitRefusal } from '../limit-refusal';
import type { Limits } from '../limits';
import { addToSlidingHour, takeBackFromSlidingHour } from '../rate-counts';

/** An hourly send budget: its subject (`RefusalMemory` keeps refusals under it), its cap, its words. */
export interface SendBudget {
  subject: string;
  cap: number;
  source: string;
}

/**
 * The budgets a send spends: its client address, its network and everyone (the ceiling of the SMS
 * bill). A browser sending with a device key of the number spends none of them: strangers behind
 * the same address or network, or a flood that spent the global budget, must not keep a
 * returning owner out. Its sends have their own caps per number instead (`number-sends.ts`).
 */
export function sendBudgets(limits: Limits, client: ClientAddress, byDevice: boolean): SendBudget[] {
  if (byDevice) return [];
  return [
    { subject: `send-address:${client.limitKey}`, cap: limits.maxSendsPerAddressPerHour, source: 'from this device' },
    { subject: `send-network:${client.networkKey}`, cap: limits.maxSendsPerNetworkPerHour, source: 'from your network' },
    { subject: 'send-all', cap: limits.maxSendsPerHour, source: 'right now' },
  ];
}

/**
 * Counts the send against each budget over the last hour (sliding), and refuses (rolling the
 * counts back with the transaction) once one of them is over its cap. Each count is an atomic
 * upsert of the minute's row, so parallel sends on any instance queue on it and never pass a cap
 * together; they come last in the transaction and always in this order, so their row locks are
 * held for the commit only and two sends never wait on each other in a circle. Returns the hour's
 * sends from everyone, or undefined when no budget was spent.
 */
export async function spendSendBudgets(tx: Queryable, budgets: readonly SendBudget[], now: Date): Promise<number | undefined> {
  let sendsThisHour: number | undefined;
  for (const { subject, cap, source } of budgets) {
    const spent = await addToSlidingHour(tx, subject, now, cap);
    sendsThisHour = spent.count;
    if (spent.count > cap) {
      throw new LimitRefusal(subject, spent.belowCapAt, (seconds) => `Too many OTP requests ${source}. Please try again ${inMinutes(seconds)}.`, now);
    }
  }
  return sendsThisHour;
}

/**
 * Gives the budgets back for a send the gateway did not take (refused, timed out, failed): no SMS
 * went, so it must not use up what real users need.
 */
export async function giveBackSendBudgets(db: Queryable, budgets: readonly SendBudget[], now: Date): Promise<void> {
  for (const { subject } of budgets) await takeBackFromSlidingHour(db, subject, now);
}
