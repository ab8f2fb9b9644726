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
 * The code could not be handed to the gateway (refused, timed out, failed after its retries): the
 * caller gives back what the send spent and answers "Failed to send OTP".
 */
export class SmsNotSent extends Error {}
