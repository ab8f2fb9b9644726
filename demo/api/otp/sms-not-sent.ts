/**
 * The code could not be handed to the gateway; the caller answers "Failed to send OTP". Its own
 * module, since every sender may throw it (the gateway's, the tests' memory sender) and the
 * gateway's sender is one of the senders.
 */
export class SmsNotSent extends Error {
  constructor(
    message: string,
    /** The gateway refused the message itself (a 4xx other than 429): no retry will deliver it. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
