import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';

/**
 * The last one-time code the reference API "sent" to `phoneNumber`: the e2e server runs with
 * `OTP_SENDER=file:…`, which appends one JSON line per send (playwright.config.ts).
 */
export async function readLoginCode(phoneNumber: string): Promise<string> {
  const file = process.env.E2E_OTP_LOG;
  if (!file) throw new Error('E2E_OTP_LOG is not set: run the tests through playwright.config.ts');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const text = await readFile(file, 'utf8').catch(() => '');
      const sends = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { phoneNumber: string; code: string })
        .filter((send) => send.phoneNumber === phoneNumber);
      code = sends.at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** A fresh 10-digit mobile number per test, so tests never share a session or a cart. */
export function uniquePhoneNumber(): string {
  const tail = `${Date.now() % 1e8}${Math.floor(Math.random() * 100)}`.padStart(10, '0').slice(-9);
  return `9${tail}`;
}
