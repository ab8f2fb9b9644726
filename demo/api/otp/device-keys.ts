import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Limits } from '../limits';
import { dayMs } from '../rate-counts';

/**
 * A browser's device key: 256 random bits it keeps with its session data and sends with
 * send-otp. A browser that logged in on a number has sends to that number of its own (see
 * `number-sends.ts`), which strangers' sends and the global budget cannot spend. Only a SHA-256
 * is stored (enough for 256 random bits, as for session tokens); the key is never logged.
 */
export function newDeviceKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What verify-otp and send-otp take as a device key; anything else is treated as none. */
export function deviceKeyFrom(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{43}$/.test(value) ? value : undefined;
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
    [keyHash, phoneNumber, new Date(now.getTime() - limits.deviceKeyDays * dayMs)],
  );
  return row ? keyHash : undefined;
}

/**
 * Records a login of the browser on the number: its own key when it sent one (one key per
 * browser, whatever numbers it logs in with), else a new one. Returns the key to hand back.
 */
export async function recordDeviceLogin(tx: Queryable, deviceKey: string | undefined, phoneNumber: string, now: Date): Promise<string> {
  const key = deviceKey ?? newDeviceKey();
  await tx.query(
    `INSERT INTO device_keys (key_hash, phone_number, last_login_at) VALUES ($1, $2, $3)
     ON CONFLICT (key_hash, phone_number) DO UPDATE SET last_login_at = EXCLUDED.last_login_at`,
    [hashDeviceKey(key), phoneNumber, now],
  );
  return key;
}
