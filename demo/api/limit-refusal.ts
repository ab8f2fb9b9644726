import { HttpError } from './http/http-error';

/** The human text of a refusal, given the whole seconds left until it ends. */
export type RefusalMessage = (secondsLeft: number) => string;

/**
 * A 429 from a cap or a wait that ends at a known time, for one subject (a number, an address, a
 * network, everyone). Knowing both lets `RefusalMemory` refuse the same subject again without
 * asking the database, with the right `Retry-After`.
 */
export class LimitRefusal extends HttpError {
  constructor(
    readonly subject: string,
    readonly until: Date,
    readonly messageFor: RefusalMessage,
    now: Date,
  ) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    super(429, messageFor(seconds), { retryAfter: seconds });
  }
}

/** `in 3 minutes`, rounded up, for messages that name a wait of `seconds`. */
export function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
