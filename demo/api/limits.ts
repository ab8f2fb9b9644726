/**
 * Every limit of the server in one place: the default, and the environment variable that
 * overrides it (a positive whole number). `demo/api/README.md` lists them.
 */
const limitSettings = {
  /** How long a login code stays valid. */
  codeLifetimeSeconds: ['OTP_CODE_LIFETIME_SECONDS', 5 * 60],
  /** Wrong tries one code allows before a new one must be requested. */
  maxTriesPerCode: ['OTP_MAX_TRIES_PER_CODE', 5],
  /** Wait between two sends to one number. */
  resendCooldownSeconds: ['OTP_RESEND_COOLDOWN_SECONDS', 30],
  maxSendsPerNumberPerHour: ['OTP_MAX_SENDS_PER_NUMBER_PER_HOUR', 5],
  // Higher than per number: one office or mobile carrier NAT can hold many real users (and the
  // browser tests all come from 127.0.0.1).
  maxSendsPerAddressPerHour: ['OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR', 20],
  /** Wrong codes per number per (UTC) day, whatever the sends; then the number is locked until the next day. */
  maxFailedVerifiesPerNumberPerDay: ['OTP_MAX_FAILED_VERIFIES_PER_NUMBER_PER_DAY', 10],
  maxVerifiesPerAddressPerHour: ['OTP_MAX_VERIFIES_PER_ADDRESS_PER_HOUR', 60],
  maxSearchesPerAddressPerSecond: ['SEARCH_MAX_PER_ADDRESS_PER_SECOND', 20],
  /** A session unused this long ends (sliding expiry). */
  sessionIdleDays: ['SESSION_IDLE_DAYS', 7],
  /** A session ends this long after login, however much it is used. */
  sessionMaxDays: ['SESSION_MAX_DAYS', 30],
} as const;

export type Limits = { readonly [Name in keyof typeof limitSettings]: number };

/** The limits, each from its environment variable when set, else its default. */
export function readLimits(env: NodeJS.ProcessEnv = {}): Limits {
  const entries = Object.entries(limitSettings).map(([name, [variable, fallback]]) => {
    const value = env[variable];
    if (value === undefined || value === '') return [name, fallback];
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed <= 0) {
      throw new Error(`${variable} must be a positive whole number, got "${value}"`);
    }
    return [name, parsed];
  });
  return Object.fromEntries(entries) as Limits;
}

