import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 6-digit code, leading zeros allowed. */
export function generateOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Codes are stored as a keyed hash: a plain hash of a 6-digit code is reversed by trying all
 * million codes, a keyed one is not without the key, which never goes to the database.
 */
export function hashOtpCode(key: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', key).update(`${phoneNumber}:${code}`).digest('hex');
}

/** A code's challenge: 128 random bits, opaque to the client, kept only as a keyed hash. */
export function newChallenge(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether `challenge` is the one handed out with the code whose challenge hash is `expected`. */
export function challengeHeld(expected: string | null, challenge: string | undefined, hash: (value: string) => string): boolean {
  return expected !== null && challenge !== undefined && otpHashesMatch(expected, hash(challenge));
}

export function otpHashesMatch(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(actual, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * An Indian mobile number: 10 digits starting 6 to 9. Anything else (`0000000000`,
 * `1234567890`) can never receive an SMS, so it is refused before any limit or budget is touched.
 */
export const phoneNumberPattern = /^[6-9]\d{9}$/;
export const otpCodePattern = /^\d{6}$/;
