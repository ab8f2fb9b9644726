import type { Clock } from './clock';
import type { Database } from './db/database';
import type { Limits } from './limits';
import type { OtpSender } from './otp/otp-senders';

/** Everything the routes need from outside, injected so tests can swap the clock and sender. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  otpSender: OtpSender;
  otpHashKey: string;
  limits: Limits;
  /** Origins allowed to call the API from a browser. */
  corsOrigins: readonly string[];
  /** Take the client address from `X-Forwarded-For` (only behind a proxy that sets it). */
  trustProxy: boolean;
}
