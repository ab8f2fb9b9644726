import type { OtpSms } from './otp-sms';

/**
 * Delivers a login code to a phone: `sms-gateway-sender.ts` in production, `otp-senders.ts` in
 * development and tests. Its own file, so the senders and the login service import it without
 * importing each other.
 */
export interface OtpSender {
  send(sms: OtpSms): Promise<void>;
}

/** The code could not be handed to the gateway; the caller answers "Failed to send OTP". */
export class SmsNotSent extends Error {
  constructor(
    message: string,
    /** The gateway refused the message itself (a 4xx other than 429): no retry will deliver it. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
