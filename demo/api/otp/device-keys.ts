import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Limits } from '../limits';
import { dayMs } from '../rate-counts';

/**
 * A browser's device key: 128 random bits and a keyed signature of them (128 bits of an HMAC with
 * the code hash key), which it keeps with its session data and sends with send-otp. A browser that
 * logged in on a number has sends to that number of its own (see `number-sends.ts`), which
 * strangers' sends and the keyless budgets cannot spend. The signature lets a made-up key be
 * refused without a database lookup. Only a SHA-256 is stored (as for session tokens); the key is
 * never logged.
 */
export function newDeviceKey(hashKey: string): string {
  const random = randomBytes(16);
  return Buffer.concat([random, signatureOf(hashKey, random)]).toString('base64url');
}

/** What verify-otp and send-otp take as a device key: one this server signed; anything else is none. */
export function deviceKeyFrom(value: unknown, hashKey: string): string | undefined {
  if (typeof value !== 'string' || !/^[\w-]{43}$/.test(value)) return undefined;
  const bytes = Buffer.from(value, 'base64url');
  return timingSafeEqual(bytes.subarray(16), signatureOf(hashKey, bytes.subarray(0, 16))) ? value : undefined;
}

function signatureOf(hashKey: string, random: Buffer): Buffer {
  return createHmac('sha256', hashKey).update('device-key:').update(random).digest().subarray(0, 16);
}

export function hashDeviceKey(deviceKey: string): string {
  return createHash('sha256').update(deviceKey).digest('hex');
}

/**
 * The hash of `deviceKey` when the key has logged in on the number within `deviceKeyDays`, else
 * undefined: a key alone, or one of another number, earns nothing.
 */
export async function deviceOfNumber(
  db: Queryable,
  limits: Limits,
  deviceKey: string | undefined,
  phoneNumber: string,
  now: Date,
): Promise<string | undefined> {
  if (deviceKey === undefined) return undefined;
  const keyHash = hashDeviceKey(deviceKey);
  const [row] = await db.query<{ found: number }>(
    'SELECT 1 AS found FROM device_keys WHERE key_hash = $1 AND phone_number = $2 AND last_login_at > $3',
    [keyHash, phoneNumber, keyLifetimeStart(limits, now)],
  );
  return row ? keyHash : undefined;
}

/**
 * Records a login of the browser on the number and returns the key to hand back: its own when it
 * sent one (one key per browser, whatever numbers it logs in with), else a new one. A key already
 * serving `maxNumbersPerDeviceKey` other numbers is handed back without this one: hoarded keys
 * cannot add up. The number keeps its `maxDeviceKeysPerNumber` most recent keys; older ones go.
 */
export async function recordDeviceLogin(
  tx: Queryable,
  { limits, hashKey }: { limits: Limits; hashKey: string },
  deviceKey: string | undefined,
  phoneNumber: string,
  now: Date,
): Promise<string> {
  const key = deviceKey ?? newDeviceKey(hashKey);
  const keyHash = hashDeviceKey(key);
  const [served] = await tx.query<{ numbers: number }>(
    'SELECT count(*)::int AS numbers FROM device_keys WHERE key_hash = $1 AND phone_number <> $2 AND last_login_at > $3',
    [keyHash, phoneNumber, keyLifetimeStart(limits, now)],
  );
  if ((served?.numbers ?? 0) >= limits.maxNumbersPerDeviceKey) return key;
  await tx.query(
    `INSERT INTO device_keys (key_hash, phone_number, last_login_at) VALUES ($1, $2, $3)
     ON CONFLICT (key_hash, phone_number) DO UPDATE SET last_login_at = EXCLUDED.last_login_at`,
    [keyHash, phoneNumber, now],
  );
  await tx.query(
    `DELETE FROM device_keys WHERE phone_number = $1 AND key_hash NOT IN (
       SELECT key_hash FROM device_keys WHERE phone_number = $1 ORDER BY last_login_at DESC, key_hash LIMIT $2)`,
    [phoneNumber, limits.maxDeviceKeysPerNumber],
  );
  return key;
}

function keyLifetimeStart(limits: Limits, now: Date): Date {
  return new Date(now.getTime() - limits.deviceKeyDays * dayMs);
}
