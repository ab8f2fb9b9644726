import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPanel } from './LoginPanel';
import { answerLikeTheReferenceApi, message, phoneField, reachCodeStep, withLoginApi } from '../../../tests/unit/support/loginPanelHarness';
import { phoneNumberDigits } from '../../lib/phoneNumber';
import { startCannedApi } from '../../../tests/unit/support/cannedApi';
import { until } from '../../../tests/unit/support/until';

/** What the login panel sends and keeps: challenges, refusals, a lost server, pasted digits, races. */
const lab = withLoginApi();

describe('LoginPanel codes and refusals', () => {
  it('sends the code\'s challenge back with the code, the resent code\'s after a resend', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answerLikeTheReferenceApi(lab.api);
    render(<LoginPanel open />);
    let sends = 0;
    lab.api.answer(({ path }) =>
      path === '/api/v1/auth/send-otp'
        ? { json: { success: true, message: 'OTP sent successfully', resendAfter: 30, challenge: `ch-${++sends}` } }
        : { status: 401, json: { success: false, message: 'Invalid OTP. 4 attempts left.' } },
    );
    const verifications = () => lab.api.requests.filter((request) => request.path === '/api/v1/auth/verify-otp');
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
    const code = await reachCodeStep(lab.api);
    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Incorrect OTP, 4 attempts left');
    expect(lab.api.requests.at(-1)?.body).toEqual({ phoneNumber: '9876543210', otp: '999999' });
  });

  it('shows the server\'s message when it refuses a number that cannot be a mobile (product §8)', async () => {
    render(<LoginPanel open />);
    lab.api.answer(() => ({ status: 400, json: { success: false, message: 'Please enter a valid 10-digit phone number' } }));
    // Ten digits pass the panel's own check (product §4); the server knows Indian mobiles start 6-9.
    fireEvent.change(phoneField(), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Please enter a valid 10-digit phone number');
    expect(message().querySelector('.message--error')).not.toBeNull();
    expect(screen.queryByLabelText('One-time password (OTP)')).toBeNull();
  });

  it('shows the network error text when the server cannot be reached', async () => {
    render(<LoginPanel open />);
    await lab.api.close();
    fireEvent.change(phoneField(), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Error sending OTP. Please try again.');
    lab.api = await startCannedApi();
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
    const code = await reachCodeStep(lab.api);
    fireEvent.change(code, { target: { value: '621 714' } });
    expect((code as HTMLInputElement).value).toBe('621714');
  });

  it('does not let Change Number race a pending verification', async () => {
    await reachCodeStep(lab.api);
    lab.api.answer(() => 'hang');
    fireEvent.change(screen.getByLabelText('One-time password (OTP)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await until(() => {
      expect(lab.api.requests.some((request) => request.path === '/api/v1/auth/verify-otp')).toBe(true);
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change Number' }).disabled).toBe(true);
  });
});
