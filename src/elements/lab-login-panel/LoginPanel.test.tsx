import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginPanel } from './LoginPanel';
import { phoneNumberDigits } from '../../lib/phoneNumber';
import { isSuccessMessage, resetLogin, setPageReloader } from '../../stores/login';
import { $cartCount } from '../../stores/cart';
import { $userId, $userToken } from '../../stores/session';
import { startCannedApi, type CannedApi } from '../../../tests/unit/support/cannedApi';
import { until } from '../../../tests/unit/support/until';
import { expectNoAxeViolations } from '../../../tests/unit/support/axe';

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
    // After a login the store also asks for the user's cart (to set the count): none here.
    if (path !== '/api/v1/auth/verify-otp') return { json: { success: true, data: [] } };
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

  it('sends the code\'s challenge back with the code, the resent code\'s after a resend', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answerLikeTheReferenceApi();
    render(<LoginPanel open />);
    let sends = 0;
    api.answer(({ path }) =>
      path === '/api/v1/auth/send-otp'
        ? { json: { success: true, message: 'OTP sent successfully', resendAfter: 30, challenge: `ch-${++sends}` } }
        : { status: 401, json: { success: false, message: 'Invalid OTP. 4 attempts left.' } },
    );
    const verifications = () => api.requests.filter((request) => request.path === '/api/v1/auth/verify-otp');
    fireEvent.change(phoneField(), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const code = await screen.findByLabelText('One-time password (OTP)');
    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Invalid OTP. 4 attempts left.');
    expect(verifications()[0]?.body).toEqual({ phoneNumber: '9876543210', otp: '999999', challenge: 'ch-1' });

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByText('OTP resent successfully!');
    fireEvent.change(code, { target: { value: '999998' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await until(() => expect(verifications()).toHaveLength(2));
    expect(verifications()[1]?.body).toEqual({ phoneNumber: '9876543210', otp: '999998', challenge: 'ch-2' });
  });

  it('sends the spec\'s body when the server gave no challenge', async () => {
    const code = await reachCodeStep();
    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Incorrect OTP, 4 attempts left');
    expect(api.requests.at(-1)?.body).toEqual({ phoneNumber: '9876543210', otp: '999999' });
  });

  it('shows the server\'s message when it refuses a number that cannot be a mobile (product §8)', async () => {
    render(<LoginPanel open />);
    api.answer(() => ({ status: 400, json: { success: false, message: 'Please enter a valid 10-digit phone number' } }));
    // Ten digits pass the panel's own check (product §4); the server knows Indian mobiles start 6-9.
    fireEvent.change(phoneField(), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Please enter a valid 10-digit phone number');
    expect(message().querySelector('.message--error')).not.toBeNull();
    expect(screen.queryByLabelText('One-time password (OTP)')).toBeNull();
  });

  it('shows the network error text when the server cannot be reached', async () => {
    render(<LoginPanel open />);
    await api.close();
    fireEvent.change(phoneField(), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Error sending OTP. Please try again.');
    api = await startCannedApi();
  });

  it('keeps all ten digits of a pasted number, with or without +91 or a leading 0', () => {
    render(<LoginPanel open />);
    fireEvent.change(phoneField(), { target: { value: '+91 98765 43210' } });
    expect((phoneField() as HTMLInputElement).value).toBe('9876543210');
    expect(phoneNumberDigits('098765 43210')).toBe('9876543210');
    fireEvent.change(phoneField(), { target: { value: '98765-43210-77' } });
    expect((phoneField() as HTMLInputElement).value).toBe('9876543210');
  });

  it('keeps a pasted code with a space in it', async () => {
    const code = await reachCodeStep();
    fireEvent.change(code, { target: { value: '621 714' } });
    expect((code as HTMLInputElement).value).toBe('621714');
  });

  it('does not let Change Number race a pending verification', async () => {
    await reachCodeStep();
    api.answer(() => 'hang');
    fireEvent.change(screen.getByLabelText('One-time password (OTP)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await until(() => {
      expect(api.requests.some((request) => request.path === '/api/v1/auth/verify-otp')).toBe(true);
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change Number' }).disabled).toBe(true);
  });

  it('has no accessibility violations on the phone step and on the code step', async () => {
    const phoneStep = render(<LoginPanel open />);
    await expectNoAxeViolations(phoneStep.baseElement);
    phoneStep.unmount();
    await reachCodeStep();
    await expectNoAxeViolations(document.body);
  });
});

describe('after a login', () => {
  it('brings the cart count in line with the cart kept on the server', async () => {
    const code = await reachCodeStep();
    api.answer(({ path }) =>
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
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer tok-2');
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
