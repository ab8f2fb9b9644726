import type { Queryable } from '../db/database';
import type { ClientAddress } from '../http/client-address';
import type { Limits } from '../limits';
import { addToSlidingHour, takeBackFromSlidingHour } from '../rate-counts';
import { BudgetRefusal } from './budget-refusal';
import type { BudgetName } from './budget-refusal';

/** An hourly send budget: its subject (`RefusalMemory` keeps refusals under it), its cap, its words. */
export interface SendBudget extends BudgetName {
  subject: string;
  source: string;
}

/** The subjects of the two hourly totals of sends from everyone, without a device key and with one. */
export const everyoneSubjects = { keyless: 'send-all', byDevice: 'send-all-devices' } as const;

/**
 * The budgets a send spends: its client address, its network and everyone's keyless sends (the
 * ceiling of the SMS bill). A browser sending with a device key of the number spends none of them:
 * strangers behind the same address or network, or a flood that spent the keyless budget, must
 * not keep a returning owner out. Its sends have their own caps per number (`number-sends.ts`)
 * and a total of their own, so keys that were stolen or hoarded cannot run up the bill either.
 */
export function sendBudgets(limits: Limits, client: ClientAddress, byDevice: boolean): SendBudget[] {
  if (byDevice) {
    return [
      {
        subject: everyoneSubjects.byDevice,
        cap: limits.maxDeviceSendsPerHour,
        source: 'right now',
        setting: 'OTP_MAX_DEVICE_SENDS_PER_HOUR',
        scope: 'with a device key from everyone',
      },
    ];
  }
  return [
    {
      subject: `send-address:${client.limitKey}`,
      cap: limits.maxSendsPerAddressPerHour,
      source: 'from this device',
      setting: 'OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR',
      scope: 'from one address',
    },
    {
      subject: `send-network:${client.networkKey}`,
      cap: limits.maxSendsPerNetworkPerHour,
      source: 'from your network',
      setting: 'OTP_MAX_SENDS_PER_NETWORK_PER_HOUR',
      scope: 'from one network',
    },
    { subject: everyoneSubjects.keyless, cap: limits.maxSendsPerHour, source: 'right now', setting: 'OTP_MAX_SENDS_PER_HOUR', scope: 'from everyone' },
  ];
}

/**
 * Counts the send against each budget over the last hour (sliding), and refuses (rolling the
 * counts back with the transaction) once one of them is over its cap. Each count is an atomic
 * upsert of the minute's row, so parallel sends on any instance queue on it and never pass a cap
 * together; they come last in the transaction and always in this order, so their row locks are
 * held for the commit only and two sends never wait on each other in a circle.
 */
export async function spendSendBudgets(tx: Queryable, budgets: readonly SendBudget[], now: Date): Promise<void> {
  for (const budget of budgets) {
    const spent = await addToSlidingHour(tx, budget.subject, now, budget.cap);
    if (spent.count > budget.cap) throw new BudgetRefusal(budget.subject, spent.belowCapAt, budget.source, budget, now);
  }
}

/**
 * Gives the budgets back for a send the gateway refused outright: no SMS went, so it must not use
 * up what real users need. (One that timed out may have gone, and stays spent.)
 */
export async function giveBackSendBudgets(db: Queryable, budgets: readonly SendBudget[], now: Date): Promise<void> {
  for (const { subject } of budgets) await takeBackFromSlidingHour(db, subject, now);
}
