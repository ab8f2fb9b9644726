/** The rules of sending and checking login codes (issue 3 §5). */
export const otpLimits = {
  codeLifetimeMs: 5 * 60_000,
  maxVerifyAttempts: 5,
  resendCooldownMs: 30_000,
  windowMs: 60 * 60_000,
  maxSendsPerNumberPerWindow: 5,
  // Higher than per number: one office or mobile carrier NAT can hold many real users.
  maxSendsPerAddressPerWindow: 20,
} as const;
