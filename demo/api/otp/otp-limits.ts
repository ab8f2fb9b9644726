/**
 * The cap of code sends per client address and hour. `OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR`
 * raises it where many real users share one address (a clinic's network, the browser tests,
 * which all come from 127.0.0.1).
 */
function sendsPerAddress(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 20;
}

/** The rules of sending and checking login codes (issue 3 §5). */
export const otpLimits = {
  codeLifetimeMs: 5 * 60_000,
  maxVerifyAttempts: 5,
  resendCooldownMs: 30_000,
  windowMs: 60 * 60_000,
  maxSendsPerNumberPerWindow: 5,
  // Higher than per number: one office or mobile carrier NAT can hold many real users.
  maxSendsPerAddressPerWindow: sendsPerAddress(process.env.OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR),
} as const;
