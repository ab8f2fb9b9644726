import type { Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { readLoginCode, uniquePhoneNumber } from './support/loginCode';
import { storefront } from './support/session';

/**
 * Where the browser reads SMS codes (WebOTP), the code step asks for the code
 * once it was sent, fills the field and verifies; Change Number, closing the panel and Verify
 * abort the request; without `OTPCredential` nothing is asked. `navigator.credentials` is stubbed:
 * the test plays the SMS.
 */
interface OtpRequestSeen {
  transport: string[];
  aborted: boolean;
}

declare global {
  interface Window {
    otpRequests: OtpRequestSeen[];
    deliverSms: (code: string) => void;
  }
}

async function stubWebOtp(page: Page, browserHasWebOtp: boolean) {
  await page.addInitScript((hasWebOtp) => {
    const target = window as unknown as Record<string, unknown>;
    if (hasWebOtp) target.OTPCredential ??= class OTPCredential {
      readonly code = '';
    };
    else delete target.OTPCredential;
    window.otpRequests = [];
    Object.defineProperty(navigator.credentials, 'get', {
      value: (options: { otp?: { transport: string[] }; signal?: AbortSignal }) =>
        new Promise((resolve, reject) => {
          const seen = { transport: options.otp?.transport ?? [], aborted: false };
          window.otpRequests.push(seen);
          options.signal?.addEventListener('abort', () => {
            seen.aborted = true;
            reject(new DOMException('The request was aborted.', 'AbortError'));
          });
          window.deliverSms = (code) => resolve({ type: 'otp', id: 'otp', code });
        }),
    });
  }, browserHasWebOtp);
}

const panel = (page: Page) => storefront(page).locator('dialog.login-panel');
const otpRequests = (page: Page) => page.evaluate(() => window.otpRequests);

async function sendCode(page: Page, phoneNumber: string) {
  await panel(page).getByLabel('Mobile number').fill(phoneNumber);
  await panel(page).getByRole('button', { name: 'Send OTP' }).click();
  await expect(panel(page).getByLabel('One-time password (OTP)')).toBeFocused();
}

async function openPanel(page: Page) {
  await page.goto('/#/sitemap');
  await storefront(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

test('the code of the SMS fills the field and logs in, as Verify does', async ({ page }) => {
  await stubWebOtp(page, true);
  await openPanel(page);
  await page.evaluate(() => {
    document.addEventListener('lab-login', (event) => {
      sessionStorage.setItem('lab-login', JSON.stringify((event as CustomEvent).detail));
    });
  });
  const phoneNumber = uniquePhoneNumber();
  await sendCode(page, phoneNumber);
  await expect.poll(() => otpRequests(page)).toEqual([{ transport: ['sms'], aborted: false }]);

  const code = await readLoginCode(phoneNumber);
  const reloaded = page.waitForEvent('load');
  await page.evaluate((smsCode) => window.deliverSms(smsCode), code);
  await expect(panel(page).getByLabel('One-time password (OTP)')).toHaveValue(code);
  await expect(panel(page).getByRole('alert')).toHaveText('Login successful!');
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('lab-login'))) ?? '{}')).toEqual({ userId });
  await reloaded;
});

test('Change Number, closing the panel and Verify each abort the request', async ({ page }) => {
  await stubWebOtp(page, true);
  await openPanel(page);
  await sendCode(page, uniquePhoneNumber());
  await panel(page).getByRole('button', { name: 'Change Number' }).click();
  await expect.poll(() => otpRequests(page)).toEqual([{ transport: ['sms'], aborted: true }]);

  await sendCode(page, uniquePhoneNumber());
  await expect.poll(async () => (await otpRequests(page)).length).toBe(2);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect.poll(async () => (await otpRequests(page))[1]?.aborted).toBe(true);

  // Open again on the code step: the SMS is awaited again, until the visitor verifies a typed code.
  await storefront(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(async () => (await otpRequests(page)).length).toBe(3);
  await panel(page).getByLabel('One-time password (OTP)').fill('000000');
  await panel(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect.poll(async () => (await otpRequests(page))[2]?.aborted).toBe(true);
  // A failed read of the SMS says nothing: only the server's answer to the typed code shows.
  await expect(panel(page).locator('.message--error')).toBeVisible();
});

test('without OTPCredential no code is asked of the browser', async ({ page }) => {
  await stubWebOtp(page, false);
  await openPanel(page);
  await sendCode(page, uniquePhoneNumber());
  await expect(panel(page).getByRole('alert')).toHaveText('OTP sent successfully');
  expect(await otpRequests(page)).toEqual([]);
});
