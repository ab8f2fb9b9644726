import type { OtpSms } from './otp-sms';

/**
 * Delivers a login code to a phone: `sms-gateway-sender.ts` in production, `otp-senders.ts` in
 * development and tests. Its own file, so the senders and the login service import it without
 * importing each other.
 */
export interface OtpSender {
  send(sms: OtpSms): Promise<void>;
}

/**
 * The gateway did not confirm the SMS (timed out, a 5xx or a 429 after the retries): it may still
 * deliver it, so the send counts as spent and its code stays. The caller answers "Failed to send OTP".
 */
export class SmsNotSent extends Error {}

/**
 * The gateway refused the SMS outright on every attempt (a 4xx other than 429, or a refused
 * connection): nothing went, so the caller gives back what the send spent and ends its code.
 */
export class SmsRefused extends SmsNotSent {}
