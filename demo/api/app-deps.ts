import type { BookingSettings } from './booking/booking-settings';
import type { Clock } from './clock';
import type { Database } from './db/database';
import type { TrustedProxies } from './http/trusted-proxies';
import type { Limits } from './limits';
import type { OtpSender } from './otp/otp-sender';
import type { GrievanceContact } from './privacy/grievance-contact';

/** Everything the routes need from outside, injected so tests can swap the clock and sender. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  otpSender: OtpSender;
  otpHashKey: string;
  limits: Limits;
  /** Origins allowed to call the API from a browser. */
  corsOrigins: readonly string[];
  /** Which proxies may name the client's address in `X-Forwarded-For`. */
  trustedProxies: TrustedProxies;
  /** The storefront's host, named in the SMS's WebOTP line. */
  webOtpHost: string;
  /** Places per time, how long a hold lasts, and the operator's token. */
  booking: BookingSettings;
  /** Whom a visitor writes to about their data (`GRIEVANCE_NAME`, `GRIEVANCE_EMAIL`). */
  grievance: GrievanceContact;
}
