import { describe, expect, it } from 'vitest';
import { codeOf as latestCode, from, serverBehindOneProxy, wrongCodeFor } from './support/behind-one-proxy';

// Thousands of people can share one address (a carrier NAT, a proxy without TRUST_PROXY): what one
// of them does wrong must not keep the others out. Tries that do not bring back the challenge of
// a pending code (a guesser's; the storefront always brings it) are counted and slowed per address
// before any check, and answered alike whether or not a code is pending; a right code with its
// challenge is never refused by an address. Addresses come through a trusted proxy (the test
// itself, on loopback) in X-Forwarded-For.
const server = serverBehindOneProxy();
const shared = '100.64.7.7';
const invalidOrExpired = { success: false, message: 'Invalid or expired OTP. Please check the code or request a new one.' };
const slowedDown = expect.objectContaining({ message: expect.stringMatching(/^Too many login attempts from this device\./) as unknown });
async function send(phoneNumber: string, address = shared) {
  const response = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, ...from(address) });
  expect(response.status).toBe(200);
  return (response.body as { challenge: string }).challenge;
}
const verify = (phoneNumber: string, otp: string, { challenge, address = shared }: { challenge?: string; address?: string } = {}) =>
  server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp, ...(challenge ? { challenge } : {}) }, ...from(address) });
const codeOf = (phoneNumber: string) => latestCode(server, phoneNumber);

describe('a right code with its challenge from an address that others have used badly', () => {
  it('logs in after 60 guesses from that address, which were slowed down after five', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push((await verify(`97000001${String(i).padStart(2, '0')}`, '123456')).body);
    expect(answers.slice(0, 6)).toEqual(Array(6).fill(invalidOrExpired));
    expect(answers.slice(6)).toEqual(Array(54).fill(slowedDown));

    const challenge = await send('9700000001');
    const login = await verify('9700000001', codeOf('9700000001'), { challenge });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: 'Login successful' });
  });

  it('logs in from an address over its hourly cap of tries, where the same code without its challenge is refused', async () => {
    // 60 tries an hour by default; the waits after wrong codes pass, the cap stays.
    for (let i = 0; i < 60; i++) {
      await verify(`97000004${String(i).padStart(2, '0')}`, '123456');
      server.clock.advance(60 * 60_000 / 100);
    }
    const challenge = await send('9700000004');
    const refused = await verify('9700000004', codeOf('9700000004'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(slowedDown);
    expect((await verify('9700000004', codeOf('9700000004'), { challenge })).status).toBe(200);
  });
});

describe('guesses without the challenge', () => {
  it('are answered alike at numbers with a code pending and without, and slowed alike', async () => {
    const attacker = '203.0.113.66';
    const pending = ['9700000201', '9700000203', '9700000205', '9700000207'];
    for (const phoneNumber of pending) await send(phoneNumber);
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const phoneNumber = `97000002${String(i).padStart(2, '0')}`;
      const response = await verify(phoneNumber, wrongCodeFor(codeOf(phoneNumber)), { address: attacker });
      answers.push([response.status, response.body]);
    }
    expect(answers.slice(0, 6)).toEqual(Array(6).fill([401, invalidOrExpired]));
    expect(answers.slice(6)).toEqual(Array(2).fill([429, slowedDown]));
    // Slowed before any check: the right code of a pending number does not get through either.
    expect((await verify('9700000207', codeOf('9700000207'), { address: attacker })).status).toBe(429);
  });
});
