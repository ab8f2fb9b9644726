import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi, type Mock } from 'vitest';
import { LoginPanel } from '../../../src/elements/lab-login-panel/LoginPanel';
import { resetLogin, setPageReloader } from '../../../src/stores/login';
import { startCannedApi, type CannedApi } from './cannedApi';

/**
 * What the login panel's tests share (LoginPanel.test.tsx, LoginPanelCodes.test.tsx): a canned API
 * that answers as the reference API does, a page reload that is only counted, and the way to the
 * code step.
 */
export function withLoginApi(): { api: CannedApi; readonly reloads: Mock<() => void> } {
  const harness = { reloads: vi.fn<() => void>() } as { api: CannedApi; reloads: Mock<() => void> };
  beforeAll(async () => {
    harness.api = await startCannedApi();
    setPageReloader(harness.reloads);
  });
  afterAll(() => harness.api.close());
  afterEach(() => {
    vi.useRealTimers();
    act(() => resetLogin());
    harness.reloads.mockClear();
    harness.api.requests.length = 0;
  });
  return harness;
}

export function answerLikeTheReferenceApi(api: CannedApi): void {
  api.answer(({ path, body }) => {
    if (path === '/api/v1/auth/send-otp') {
      return { json: { success: true, message: 'OTP sent successfully', resendAfter: 30 } };
    }
    // After a login the store also asks for the user's cart (to set the count): none here.
    if (path !== '/api/v1/auth/verify-otp') return { json: { success: true, data: [] } };
    const { otp } = body as { otp: string };
    return otp === '123456'
      ? { json: { success: true, message: 'Login successful', token: 'tok-1', userId: 'u-42' } }
      : { status: 400, json: { success: false, message: 'Incorrect OTP, 4 attempts left' } };
  });
}

export const phoneField = () => screen.getByLabelText('Mobile number');
export const message = () => screen.getByRole('alert');

export async function reachCodeStep(api: CannedApi): Promise<HTMLElement> {
  answerLikeTheReferenceApi(api);
  render(<LoginPanel open />);
  fireEvent.change(phoneField(), { target: { value: '98765 43210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByLabelText('One-time password (OTP)');
}
