/**
 * Every limit of the server in one place: the default, and the environment variable that
 * overrides it (a positive whole number). `demo/api/README.md` lists them.
 */
const limitSettings = {
  /** How long a login code stays valid. */
  codeLifetimeSeconds: ['OTP_CODE_LIFETIME_SECONDS', 5 * 60],
  /** Wrong tries one code allows before a new one must be requested. */
  maxTriesPerCode: ['OTP_MAX_TRIES_PER_CODE', 5],
  /** Wait between two sends to one number, whoever asks: one code on its way at a time. */
  resendCooldownSeconds: ['OTP_RESEND_COOLDOWN_SECONDS', 30],
  /** Codes of one number valid at once; a send beyond it ends the oldest (a guess is checked against each). */
  maxLiveCodesPerNumber: ['OTP_MAX_LIVE_CODES_PER_NUMBER', 5],
  /**
   * Code sends to one number from one requester (a client address group, or a browser's device
   * key) in any hour and any 24 hours: other people's sends do not spend the owner's. With the
   * wrong-code backstop the number's ceilings below bound the guesses at it (README, "Guessing").
   */
  maxSendsPerRequesterPerHour: ['OTP_MAX_SENDS_PER_REQUESTER_PER_HOUR', 5],
  maxSendsPerRequesterPerDay: ['OTP_MAX_SENDS_PER_REQUESTER_PER_DAY', 20],
  /**
   * The ceiling of sends to one number from every requester together, in any hour and any 24
   * hours, counted apart for sends with a device key of the number and without: strangers
   * cannot spend what the number's own browsers have.
   */
  maxSendsPerNumberPerHour: ['OTP_MAX_SENDS_PER_NUMBER_PER_HOUR', 10],
  maxSendsPerNumberPerDay: ['OTP_MAX_SENDS_PER_NUMBER_PER_DAY', 30],
  /** A browser's device key stops counting for a number this long after its last login on it. */
  deviceKeyDays: ['OTP_DEVICE_KEY_DAYS', 180],
  /** Numbers one device key serves: a login on one more keeps the key but does not add the number. */
  maxNumbersPerDeviceKey: ['OTP_MAX_NUMBERS_PER_DEVICE_KEY', 3],
  /** Device keys one number keeps: a login with a new one forgets the least recently used. */
  maxDeviceKeysPerNumber: ['OTP_MAX_DEVICE_KEYS_PER_NUMBER', 5],
  /** Sends with a device key in any hour across all instances: what stolen or hoarded keys can cost. */
  maxDeviceSendsPerHour: ['OTP_MAX_DEVICE_SENDS_PER_HOUR', 500],
  // Higher than per number: one office or mobile carrier NAT can hold many real users (and the
  // browser tests all come from 127.0.0.1).
  maxSendsPerAddressPerHour: ['OTP_MAX_SENDS_PER_ADDRESS_PER_HOUR', 20],
  /** Sends per IPv4 /24 or IPv6 /48 in any hour: one network cannot spend the whole budget. */
  maxSendsPerNetworkPerHour: ['OTP_MAX_SENDS_PER_NETWORK_PER_HOUR', 200],
  /** Sends without a device key in any hour across all instances: caps what an attacker can cost the lab in SMS. */
  maxSendsPerHour: ['OTP_MAX_SENDS_PER_HOUR', 2000],
  /** A log line warns when the hour's sends exceed this many per successful login... */
  alarmSendsPerLogin: ['OTP_ALARM_SENDS_PER_LOGIN', 5],
  /** ...from this many sends an hour on (below, the ratio says nothing: three sends and no login yet is normal). */
  alarmMinimumSendsPerHour: ['OTP_ALARM_MIN_SENDS_PER_HOUR', 20],
  /**
   * Wrong codes per number per (UTC) day before each of its codes allows a single try of each kind: the owner,
   * who types the code delivered, still logs in; a guesser gets two guesses per code sent (one with
   * the challenge of a code it asked for, one without).
   */
  maxFailedVerifiesPerNumberPerDay: ['OTP_MAX_FAILED_VERIFIES_PER_NUMBER_PER_DAY', 10],
  /** Wrong codes without the challenge an address may send (per day without a pause) before each one makes it wait. */
  freeWrongCodesPerAddress: ['OTP_FREE_WRONG_CODES_PER_ADDRESS', 5],
  /** The longest of those waits; they double from 1 second. */
  maxWrongCodeDelaySeconds: ['OTP_MAX_WRONG_CODE_DELAY_SECONDS', 60 * 60],
  /**
   * Tries per client address in any hour that do not bring back the challenge of a pending code
   * (guessers and spec clients; the storefront always brings it): past it they are refused before
   * any check. A right code with its challenge is never refused by an address.
   */
  maxVerifiesPerAddressPerHour: ['OTP_MAX_VERIFIES_PER_ADDRESS_PER_HOUR', 60],
  maxSearchesPerAddressPerSecond: ['SEARCH_MAX_PER_ADDRESS_PER_SECOND', 20],
  /** A session unused this long ends (sliding expiry). */
  sessionIdleDays: ['SESSION_IDLE_DAYS', 7],
  /** A session ends this long after login, however much it is used. */
  sessionMaxDays: ['SESSION_MAX_DAYS', 30],
  /** A withdrawn consent's record (what was agreed, when, when withdrawn) is kept this long, then deleted. */
  consentRecordDays: ['CONSENT_RECORD_DAYS', 365],
  /** The record that an account was erased (its time and the bookings kept, naming no one) is kept this long. */
  erasureRecordDays: ['ERASURE_RECORD_DAYS', 365],
  /** How often expired codes, counts, sessions and device keys are deleted. */
  pruneIntervalSeconds: ['PRUNE_INTERVAL_SECONDS', 10 * 60],
} as const;

export type Limits = { readonly [Name in keyof typeof limitSettings]: number };

/** The limits, each from its environment variable when set, else its default. */
export function readLimits(env: NodeJS.ProcessEnv = {}): Limits {
  const entries = Object.entries(limitSettings).map(([name, [variable, fallback]]) => [
    name,
    readPositiveWholeNumber(env, variable, fallback),
  ]);
  return Object.fromEntries(entries) as Limits;
}

/** A setting that must be a positive whole number, else the server refuses to start naming it. */
export function readPositiveWholeNumber(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${variable} must be a positive whole number, got "${value}"`);
  }
  return parsed;
}
