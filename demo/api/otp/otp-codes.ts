import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

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

export function otpHashesMatch(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(actual, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const phoneNumberPattern = /^\d{10}$/;
export const otpCodePattern = /^\d{6}$/;
