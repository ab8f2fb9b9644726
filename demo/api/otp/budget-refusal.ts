import { inMinutes, LimitRefusal } from '../limit-refusal';

/** A shared send budget as a log line names it: its setting, its cap, whose requests it limits. */
export interface BudgetName {
  setting: string;
  cap: number;
  /** `from one address`, `to 98xxxxxx10 without a device key of it`...; never an address or a key. */
  scope: string;
}

/**
 * A send refused because a shared budget is spent (an address's, a network's, everyone's, or a
 * number's ceiling), not because one requester asked too often. Operators need to see those: the
 * send logs the refusal when the database decides it, once per instance until it ends (later
 * requests are refused from `RefusalMemory`, which logs nothing).
 */
export class BudgetRefusal extends LimitRefusal {
  constructor(
    subject: string,
    until: Date,
    source: string,
    readonly budget: BudgetName,
    now: Date,
  ) {
    super(subject, until, (seconds) => `Too many OTP requests ${source}. Please try again ${inMinutes(seconds)}.`, now);
  }

  /** `Send budget spent: OTP_MAX_SENDS_PER_HOUR=2000 refuses code requests from everyone until 2026-11-28T06:10:00.000Z (429)` */
  get logLine(): string {
    const { setting, cap, scope } = this.budget;
    return `Send budget spent: ${setting}=${cap} refuses code requests ${scope} until ${this.until.toISOString()} (429)`;
  }
}
