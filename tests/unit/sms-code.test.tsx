import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginPanel } from '../../src/elements/lab-login-panel/LoginPanel';
import { resetLogin, setPageReloader } from '../../src/stores/login';
import { startCannedApi, type CannedApi } from './support/cannedApi';

/**
 * The code read from the SMS (WebOTP) in the login panel: the browser's `navigator.credentials`
 * is the seam, played here as a browser with and without `OTPCredential` would answer.
 */
interface SmsRequest {
  options: { otp?: { transport: string[] }; signal?: AbortSignal };
  deliver: (code: string) => void;
}

let api: CannedApi;
let requests: SmsRequest[] = [];
beforeAll(async () => {
  api = await startCannedApi();
  setPageReloader(() => undefined);
  api.answer(({ path, body }) => {
    if (path === '/api/v1/auth/send-otp') return { json: { success: true, message: 'OTP sent successfully' } };
    if (path !== '/api/v1/auth/verify-otp') return { json: { success: true, data: [] } };
    return (body as { otp: string }).otp === '123456'
      ? { json: { success: true, token: 'tok-1', userId: 'u-42' } }
      : { status: 400, json: { success: false, message: 'Invalid OTP' } };
  });
});
afterAll(() => api.close());
afterEach(() => {
  act(() => resetLogin());
  requests = [];
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

/** A browser's `navigator.credentials` (happy-dom has none), with or without WebOTP. */
function browserReadsSms(hasWebOtp: boolean) {
  if (hasWebOtp) Object.assign(window, { OTPCredential: class OTPCredential { readonly code = ''; } });
  const get = (options: SmsRequest['options']) =>
    new Promise((resolve) => {
      requests.push({ options, deliver: (code) => resolve({ type: 'otp', code }) });
    });
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
}

async function sendCode() {
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('One-time password (OTP)');
}

describe('the code read from the SMS', () => {
  it('is asked for once the code is sent, fills the field and verifies', async () => {
    browserReadsSms(true);
    render(<LoginPanel open />);
    await sendCode();
    expect(requests.map(({ options }) => options.otp)).toEqual([{ transport: ['sms'] }]);
    await act(async () => {
      requests[0]?.deliver('123456');
      await Promise.resolve();
    });
    expect(screen.getByLabelText<HTMLInputElement>('One-time password (OTP)').value).toBe('123456');
    expect(await screen.findByText('Login successful!')).toBeTruthy();
  });

  it('is no longer awaited after Change Number, once the panel closes, or once a typed code is verified', async () => {
    browserReadsSms(true);
    const view = render(<LoginPanel open />);
    await sendCode();
    fireEvent.click(screen.getByRole('button', { name: 'Change Number' }));
    expect(requests[0]?.options.signal?.aborted).toBe(true);

    await sendCode();
    view.rerender(<LoginPanel open={false} />);
    expect(requests[1]?.options.signal?.aborted).toBe(true);
    view.rerender(<LoginPanel open />);
    fireEvent.change(screen.getByLabelText('One-time password (OTP)'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(requests[2]?.options.signal?.aborted).toBe(true);
    expect(await screen.findByText('Invalid OTP')).toBeTruthy();
  });

  it('is never asked for where the browser has no OTPCredential', async () => {
    browserReadsSms(false);
    render(<LoginPanel open />);
    await sendCode();
    expect(requests).toEqual([]);
  });
});
