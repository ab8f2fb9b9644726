import type { Queryable } from '../db/database';
import { inMinutes, LimitRefusal } from '../limit-refusal';
import type { Limits } from '../limits';
import { addToCount, addToSlidingHour, dayMs, readCount } from '../rate-counts';

/** The subject of every refusal of verify calls from one client address (IPv4 or IPv6 /64). */
export const verifySubject = (addressKey: string) => `verify-address:${addressKey}`;
const wrongCodesOfNumber = (phoneNumber: string) => `failed-verify:${phoneNumber}`;

/** Counts a verify call of the client address and refuses it over the cap of the last hour. */
export async function countVerifyCall(db: Queryable, limits: Limits, addressKey: string, now: Date): Promise<void> {
  const cap = limits.maxVerifiesPerAddressPerHour;
  const calls = await addToSlidingHour(db, verifySubject(addressKey), now, cap);
  if (calls.count > cap) throw tooManyAttemptsFromDevice(addressKey, calls.belowCapAt, now);
}

/**
 * How many wrong tries the number's code allows now: all of them, or one once the number has had
 * the day's cap of wrong codes. The backstop never stands between the owner and the code the
 * owner was sent; it leaves a guesser (from any number of addresses) one guess per code sent.
 */
export async function triesAllowedPerCode(tx: Queryable, limits: Limits, phoneNumber: string, now: Date): Promise<number> {
  const wrongToday = await readCount(tx, wrongCodesOfNumber(phoneNumber), now, dayMs);
  return wrongToday >= limits.maxFailedVerifiesPerNumberPerDay ? 1 : limits.maxTriesPerCode;
}

/** Counts a wrong code against the number's day and says whether that day's cap is now reached. */
export async function recordWrongCodeForNumber(tx: Queryable, limits: Limits, phoneNumber: string, now: Date): Promise<boolean> {
  const wrongToday = await addToCount(tx, wrongCodesOfNumber(phoneNumber), now, dayMs);
  return wrongToday >= limits.maxFailedVerifiesPerNumberPerDay;
}

/** Refuses a try from an address that must still wait after its last wrong code. */
export async function assertAddressMayTry(tx: Queryable, addressKey: string, now: Date): Promise<void> {
  const [delay] = await tx.query<{ not_before: Date }>(
    'SELECT not_before FROM wrong_code_delays WHERE client_address = $1 AND not_before > $2',
    [addressKey, now],
  );
  if (delay) throw tooManyAttemptsFromDevice(addressKey, delay.not_before, now);
}

/**
 * Counts a wrong code against the address that sent it. Past the free allowance each one makes
 * the address wait before its next try, 1 s, then 2, 4, 8... up to the maximum: the owner's own
 * typos cost nothing, a guesser slows down fast, and nobody else's number is touched.
 */
export async function recordWrongCodeFromAddress(tx: Queryable, limits: Limits, addressKey: string, now: Date): Promise<void> {
  const forgetAfter = new Date(now.getTime() + dayMs);
  const [row] = await tx.query<{ wrong_codes: number }>(
    `INSERT INTO wrong_code_delays (client_address, wrong_codes, not_before, forget_after) VALUES ($1, 1, $2, $3)
     ON CONFLICT (client_address) DO UPDATE SET
       wrong_codes = CASE WHEN wrong_code_delays.forget_after <= $2 THEN 1 ELSE wrong_code_delays.wrong_codes + 1 END,
       forget_after = EXCLUDED.forget_after
     RETURNING wrong_codes`,
    [addressKey, now, forgetAfter],
  );
  const overAllowance = (row?.wrong_codes ?? 1) - limits.freeWrongCodesPerAddress;
  if (overAllowance <= 0) return;
  const delaySeconds = Math.min(2 ** Math.min(overAllowance - 1, 30), limits.maxWrongCodeDelaySeconds);
  await tx.query('UPDATE wrong_code_delays SET not_before = $2 WHERE client_address = $1', [
    addressKey,
    new Date(now.getTime() + delaySeconds * 1000),
  ]);
}

function tooManyAttemptsFromDevice(addressKey: string, until: Date, now: Date): LimitRefusal {
  return new LimitRefusal(
    verifySubject(addressKey),
    until,
    (seconds) => `Too many login attempts from this device. Please try again ${inMinutes(seconds)}.`,
    now,
  );
}
