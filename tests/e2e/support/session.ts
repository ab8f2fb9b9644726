import { expect, type Page } from '@playwright/test';
import { readLoginCode, uniquePhoneNumber } from './loginCode';

export interface TestSession {
  phoneNumber: string;
  userId: string;
  token: string;
}

/**
 * Logs a fresh user in through the reference API (one code send, like a real login) and stores
 * the session the way the login panel does, before the page's scripts run. `apiOrigin`: where
 * the API runs when it is not the page's own origin.
 */
export async function logInThroughApi(page: Page, apiOrigin = ''): Promise<TestSession> {
  const phoneNumber = uniquePhoneNumber();
  const sent = await page.request.post(`${apiOrigin}/api/v1/auth/send-otp`, { data: { phoneNumber } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await readLoginCode(phoneNumber);
  const verified = await page.request.post(`${apiOrigin}/api/v1/auth/verify-otp`, { data: { phoneNumber, otp } });
  const body = (await verified.json()) as { token: string; userId: string | number };
  const session = { phoneNumber, userId: String(body.userId), token: body.token };
  await page.addInitScript(({ token, userId }) => {
    localStorage.setItem('userToken', token);
    localStorage.setItem('userId', userId);
  }, session);
  return session;
}

/** Puts tests in the user's server cart directly, as if added on another device. */
export async function addToServerCart(page: Page, session: TestSession, testIds: string[]): Promise<void> {
  for (const testId of testIds) {
    const response = await page.request.post('/api/v1/cart/add', {
      data: { userId: session.userId, testId },
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The storefront element: every locator of a test is scoped to it (roles repeat across roots). */
export const storefront = (page: Page) => page.locator('lab-storefront');
