import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPanel } from './LoginPanel';
import { message, phoneField, reachCodeStep, withLoginApi } from '../../../tests/unit/support/loginPanelHarness';
import { isSuccessMessage } from '../../stores/login';
import { $cartCount } from '../../stores/cart';
import { $userId, $userToken } from '../../stores/session';
import { until } from '../../../tests/unit/support/until';
import { expectNoAxeViolations } from '../../../tests/unit/support/axe';

/** The login panel's two steps, the session it stores and what follows a login (product §4, §5, §8). */
const lab = withLoginApi();

describe('LoginPanel', () => {
  it('asks for a valid 10-digit phone number before sending a code', () => {
    render(<LoginPanel open />);
    expect(phoneField().getAttribute('inputmode')).toBe('numeric');
    expect(phoneField().getAttribute('autocomplete')).toBe('tel-national');
    fireEvent.change(phoneField(), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(message().textContent).toBe('Please enter a valid 10-digit phone number');
    expect(message().querySelector('.message--error')).not.toBeNull();
    expect(lab.api.requests).toHaveLength(0);
  });

  it('moves to the code step with the server message styled as success and a resend cooldown', async () => {
    const code = await reachCodeStep(lab.api);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(lab.api.requests[0]?.body).toEqual({ phoneNumber: '9876543210' });
    expect(message().textContent).toBe('OTP sent successfully');
    expect(message().querySelector('.message--success')).not.toBeNull();
    const resend = screen.getByRole('button', { name: /Resend OTP in 30s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a valid 6-digit OTP and shows the server message of a wrong code as an error', async () => {
    const code = await reachCodeStep(lab.api);
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(message().textContent).toBe('Please enter a valid 6-digit OTP');
    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Incorrect OTP, 4 attempts left');
    expect(message().querySelector('.message--error')).not.toBeNull();
  });

  it('stores the session, says "Login successful!" and lab.reloads the page after 1 second', async () => {
    const code = await reachCodeStep(lab.api);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await act(() => until(() => screen.getByText('Login successful!')));
    expect($userToken.get()).toBe('tok-1');
    expect($userId.get()).toBe('u-42');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(lab.reloads).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lab.reloads).toHaveBeenCalledTimes(1);
  });

  it('goes back to an empty phone step on Change Number', async () => {
    await reachCodeStep(lab.api);
    fireEvent.click(screen.getByRole('button', { name: 'Change Number' }));
    expect((phoneField() as HTMLInputElement).value).toBe('');
    expect(message().textContent).toBe('');
  });

  it('resends the code after the cooldown and shows the server refusal with its own wait', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await reachCodeStep(lab.api);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    lab.api.answer(() => ({ json: { success: true, message: 'OTP sent successfully', resendAfter: 30 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByText('OTP resent successfully!');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    lab.api.answer(() => ({ status: 429, json: { success: false, message: 'Please wait 23 seconds', retryAfter: 23 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByText('Please wait 23 seconds');
    expect(screen.getByRole('button', { name: /Resend OTP in 23s/ })).toBeTruthy();
  });

  it('has no accessibility violations on the phone step and on the code step', async () => {
    const phoneStep = render(<LoginPanel open />);
    await expectNoAxeViolations(phoneStep.baseElement);
    phoneStep.unmount();
    await reachCodeStep(lab.api);
    await expectNoAxeViolations(document.body);
  });
});

describe('after a login', () => {
  it('brings the cart count in line with the cart kept on the server', async () => {
    const code = await reachCodeStep(lab.api);
    lab.api.answer(({ path }) =>
      path === '/api/v1/auth/verify-otp'
        ? { json: { success: true, message: 'Login successful', token: 'tok-2', userId: 'u-7' } }
        : { json: { success: true, data: [{ _id: 'tsh', name: 'TSH', category: 'Thyroid', description: '', price: 249 }] } },
    );
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // The panel shows the login's message meanwhile: wait inside act, as for any update.
    await act(() =>
      until(() => {
        expect($cartCount.get()).toBe(1);
      }),
    );
    expect(lab.api.requests.at(-1)?.headers.authorization).toBe('Bearer tok-2');
  });
});

describe('the word success (product §5)', () => {
  it('styles a message as success only when it contains the word', () => {
    const server = (serverText: string) => ({ key: 'api.verifyOtp.failed', serverText }) as const;
    expect(isSuccessMessage(server('OTP resent successfully!'))).toBe(true);
    expect(isSuccessMessage(server('Login successful!'))).toBe(true);
    expect(isSuccessMessage(server('Unsuccessful: number blocked'))).toBe(false);
    expect(isSuccessMessage(server('Invalid OTP'))).toBe(false);
    expect(isSuccessMessage({ key: 'login.success' })).toBe(true);
  });
});
