import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginPanel } from '../../src/components/LoginPanel/LoginPanel';
import { resetLogin, setPageReloader } from '../../src/stores/login';
import { $userId, $userToken } from '../../src/stores/session';
import { startCannedApi, type CannedApi } from './support/cannedApi';
import { until } from './support/until';

let api: CannedApi;
const reloads = vi.fn();
beforeAll(async () => {
  api = await startCannedApi();
  setPageReloader(reloads);
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
  act(() => resetLogin());
  reloads.mockClear();
  api.requests.length = 0;
});

function answerLikeTheReferenceApi() {
  api.answer(({ path, body }) => {
    if (path === '/api/v1/auth/send-otp') {
      return { json: { success: true, message: 'OTP sent successfully', resendAfter: 30 } };
    }
    const { otp } = body as { otp: string };
    return otp === '123456'
      ? { json: { success: true, message: 'Login successful', token: 'tok-1', userId: 'u-42' } }
      : { status: 400, json: { success: false, message: 'Incorrect OTP, 4 attempts left' } };
  });
}

const phoneField = () => screen.getByLabelText('Mobile number');
const message = () => screen.getByRole('alert');

async function reachCodeStep() {
  answerLikeTheReferenceApi();
  render(<LoginPanel open />);
  fireEvent.change(phoneField(), { target: { value: '98765 43210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByLabelText('One-time password (OTP)');
}

describe('LoginPanel', () => {
  it('asks for a valid 10-digit phone number before sending a code', () => {
    render(<LoginPanel open />);
    expect(phoneField().getAttribute('inputmode')).toBe('numeric');
    expect(phoneField().getAttribute('autocomplete')).toBe('tel-national');
    fireEvent.change(phoneField(), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(message().textContent).toBe('Please enter a valid 10-digit phone number');
    expect(message().querySelector('.message--error')).not.toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('moves to the code step with the server message styled as success and a resend cooldown', async () => {
    const code = await reachCodeStep();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(api.requests[0]?.body).toEqual({ phoneNumber: '9876543210' });
    expect(message().textContent).toBe('OTP sent successfully');
    expect(message().querySelector('.message--success')).not.toBeNull();
    const resend = screen.getByRole('button', { name: /Resend OTP in 30s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a valid 6-digit OTP and shows the server message of a wrong code as an error', async () => {
    const code = await reachCodeStep();
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(message().textContent).toBe('Please enter a valid 6-digit OTP');
    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Incorrect OTP, 4 attempts left');
    expect(message().querySelector('.message--error')).not.toBeNull();
  });

  it('stores the session, says "Login successful!" and reloads the page after 1 second', async () => {
    const code = await reachCodeStep();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await act(() => until(() => screen.getByText('Login successful!')));
    expect($userToken.get()).toBe('tok-1');
    expect($userId.get()).toBe('u-42');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(reloads).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('goes back to an empty phone step on Change Number', async () => {
    await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Change Number' }));
    expect((phoneField() as HTMLInputElement).value).toBe('');
    expect(message().textContent).toBe('');
  });

  it('resends the code after the cooldown and shows the server refusal with its own wait', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await reachCodeStep();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    api.answer(() => ({ json: { success: true, message: 'OTP sent successfully', resendAfter: 30 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByText('OTP resent successfully!');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    api.answer(() => ({ status: 429, json: { success: false, message: 'Please wait 23 seconds', retryAfter: 23 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByText('Please wait 23 seconds');
    expect(screen.getByRole('button', { name: /Resend OTP in 23s/ })).toBeTruthy();
  });

  it('shows the network error text when the server cannot be reached', async () => {
    render(<LoginPanel open />);
    await api.close();
    fireEvent.change(phoneField(), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Error sending OTP. Please try again.');
    api = await startCannedApi();
  });
});
