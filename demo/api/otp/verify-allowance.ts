import type { Queryable } from '../db/database';
import { inMinutes, LimitRefusal } from '../limit-refusal';
import type { Limits } from '../limits';
import { addToCount, addToSlidingHour, dayMs, readCount } from '../rate-counts';

/** The subject of every refusal of tries from one client address (IPv4 or IPv6 /64). */
export const verifySubject = (addressKey: string) => `verify-address:${addressKey}`;
/** The subject of a number's count of wrong codes in the day. */
export const wrongCodesOfNumber = (phoneNumber: string) => `failed-verify:${phoneNumber}`;

/**
 * How many wrong tries the number's code allows now: all of them, or one once the number has had
 * the day's cap of wrong codes. The backstop never stands between the owner and the code the
 * owner was sent; it leaves a guesser (from any number of addresses) one try per code of each
 * kind: with the code's challenge (a code it asked for itself) and without.
 */
export async function triesAllowedPerCode(tx: Queryable, limits: Limits, phoneNumber: string, now: Date): Promise<number> {
  const wrongToday = await readCount(tx, wrongCodesOfNumber(phoneNumber), now, dayMs);
  return wrongToday >= limits.maxFailedVerifiesPerNumberPerDay ? 1 : limits.maxTriesPerCode;
}

/**
 * Counts a wrong try against the number's day, once per pending code it was checked against (a
 * guess at three live codes is three guesses), and says whether that day's cap is now reached.
 */
export async function recordWrongCodeForNumber(tx: Queryable, limits: Limits, phoneNumber: string, codesChecked: number, now: Date): Promise<boolean> {
  const wrongToday = await addToCount(tx, wrongCodesOfNumber(phoneNumber), now, dayMs, codesChecked);
  return wrongToday >= limits.maxFailedVerifiesPerNumberPerDay;
}

/**
 * Counts a try that does not bring back the challenge of a pending code (a guesser's, or a spec
 * client's) against the address that made it, before the code is looked at, and returns the
 * address's refusal when it must still wait after its last wrong code or is over its hourly cap.
 * Whether a code is pending changes nothing here, so the answer tells a guesser nothing about who
 * is logging in. The storefront always brings the challenge back: a right code with it is never
 * refused by an address, so a carrier NAT or a proxy shared with a guesser keeps its users in.
 */
export async function refusalOfUnboundTry(tx: Queryable, limits: Limits, addressKey: string, now: Date): Promise<LimitRefusal | undefined> {
  const cap = limits.maxVerifiesPerAddressPerHour;
  const triesThisHour = await addToSlidingHour(tx, verifySubject(addressKey), now, cap);
  const waiting = await addressWait(tx, addressKey, now);
  if (waiting) return waiting;
  if (triesThisHour.count > cap) return tooManyAttemptsFromDevice(addressKey, triesThisHour.belowCapAt, now);
  return undefined;
}

/** The refusal of an address that must still wait after its last wrong code, if it must. */
async function addressWait(tx: Queryable, addressKey: string, now: Date): Promise<LimitRefusal | undefined> {
  const [delay] = await tx.query<{ not_before: Date }>(
    'SELECT not_before FROM wrong_code_delays WHERE client_address = $1 AND not_before > $2',
    [addressKey, now],
  );
  return delay ? tooManyAttemptsFromDevice(addressKey, delay.not_before, now) : undefined;
}

/**
 * Counts a wrong code without the challenge against the address that sent it. Past the free
 * allowance each one makes the address wait before its next try, 1 s, then 2, 4, 8... up to the
 * maximum: a spec client's typos cost nothing, a guesser slows down fast, and nobody else's number
 * is touched.
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
