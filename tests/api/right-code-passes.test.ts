import { describe, expect, it } from 'vitest';
import { codeOf as latestCode, from, serverBehindOneProxy, wrongCodeFor } from './support/behind-one-proxy';

// Thousands of people can share one address (a carrier NAT, a proxy without TRUST_PROXY): what one
// of them does wrong must not keep the others out. Only wrong codes checked against a pending code
// count against an address, and no address limit ever refuses a right code. Addresses come through
// a trusted proxy (the test itself, on loopback) in X-Forwarded-For.
const server = serverBehindOneProxy();
const shared = '100.64.7.7';
const send = (phoneNumber: string) =>
  server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, ...from(shared) });
const verify = (phoneNumber: string, otp: string) =>
  server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp }, ...from(shared) });
const codeOf = (phoneNumber: string) => latestCode(server, phoneNumber);

describe('a right code from an address that others have used badly', () => {
  it('logs in after 60 wrong codes from that address for numbers with no code pending', async () => {
    for (let i = 0; i < 60; i++) {
      const answer = await verify(`97000001${String(i).padStart(2, '0')}`, '123456');
      expect(answer.body).toEqual({ success: false, message: 'OTP has expired. Please request a new one.' });
    }
    expect((await send('9700000001')).status).toBe(200);
    const login = await verify('9700000001', codeOf('9700000001'));
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: 'Login successful' });
  });

  it('logs in while the address waits after its wrong codes at pending codes', async () => {
    // Twelve numbers with a code each, and a guess at each: past five free wrong codes the address
    // waits before its next try, and a wrong code made while it waits is refused with that wait.
    const numbers = Array.from({ length: 12 }, (_, i) => `97000002${String(i).padStart(2, '0')}`);
    for (const phoneNumber of numbers) expect((await send(phoneNumber)).status).toBe(200);
    const answers = [];
    for (const phoneNumber of numbers.slice(1)) answers.push((await verify(phoneNumber, wrongCodeFor(codeOf(phoneNumber)))).status);
    expect(answers.slice(0, 7)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const waiting = await verify(numbers[1] ?? '', wrongCodeFor(codeOf(numbers[1] ?? '')));
    expect((waiting.body as { message: string }).message).toMatch(/^Too many login attempts from this device\./);

    const login = await verify(numbers[0] ?? '', codeOf(numbers[0] ?? ''));
    expect(login.status).toBe(200);
  });
});

describe('wrong codes for numbers with no code pending', () => {
  it('count against nothing: the address gets its five free wrong codes at a pending code after them', async () => {
    for (let i = 0; i < 60; i++) await verify(`97000003${String(i).padStart(2, '0')}`, '123456');
    expect((await send('9700000002')).status).toBe(200);
    const wrong = wrongCodeFor(codeOf('9700000002'));
    const tries = [];
    for (let attempt = 0; attempt < 5; attempt++) tries.push((await verify('9700000002', wrong)).body);
    expect(tries.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => ({
      success: false,
      message: `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`,
      attemptsLeft: left,
    })));
    expect(tries[4]).toEqual({ success: false, message: 'Too many incorrect attempts. Please request a new OTP.' });
  });
});
