import { describe, expect, it } from 'vitest';
import { codeOf as latestCode, day, from, serverBehindOneProxy, wrongCodeFor } from './support/behind-one-proxy';

// Wrong codes count against the code, the number's day and the address that sent them: an
// attacker elsewhere slows down and runs out of guesses, while the owner, who receives the code,
// still logs in. Requests name their address in X-Forwarded-For through a trusted proxy (the
// test itself, on loopback).
const server = serverBehindOneProxy();
const send = (phoneNumber: string, address: string) =>
  server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, ...from(address) });
const verify = (phoneNumber: string, otp: string, address: string) =>
  server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp }, ...from(address) });
const codeOf = (phoneNumber: string) => latestCode(server, phoneNumber);
const invalidOrExpired = { success: false, message: 'Invalid or expired OTP. Please check the code or request a new one.' };

/**
 * Sends a code from `address` and tries wrong codes without its challenge until that code is used
 * up for them (5 tries), each answered alike, as at a number with no code pending.
 */
async function spendACode(phoneNumber: string, address: string): Promise<void> {
  expect((await send(phoneNumber, address)).status).toBe(200);
  const wrong = wrongCodeFor(codeOf(phoneNumber));
  for (let attempt = 1; attempt <= 5; attempt++) expect((await verify(phoneNumber, wrong, address)).body).toEqual(invalidOrExpired);
}

/** Ten wrong codes, the number's cap for the day, from two attackers' addresses. */
async function spendTheNumbersDay(phoneNumber: string): Promise<void> {
  await spendACode(phoneNumber, '203.0.113.7');
  server.clock.advance(31_000);
  await spendACode(phoneNumber, '198.51.100.9');
  server.clock.advance(31_000);
}

describe('wrong codes from an attacker', () => {
  it('never keep the owner, at another address, from logging in with the code sent', async () => {
    const owner = '9400000001';
    await spendTheNumbersDay(owner);

    expect((await send(owner, '192.0.2.10')).status).toBe(200);
    const login = await verify(owner, codeOf(owner), '192.0.2.10');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: 'Login successful' });
  });

  it('leave one guess per code once the number has had the day\'s cap of wrong codes', async () => {
    const owner = '9400000002';
    await spendTheNumbersDay(owner);

    expect((await send(owner, '203.0.113.80')).status).toBe(200);
    const code = codeOf(owner);
    expect((await verify(owner, wrongCodeFor(code), '203.0.113.80')).body).toEqual(invalidOrExpired);
    // That code is spent for tries without its challenge: even the right code no longer opens it.
    expect((await verify(owner, code, '192.0.2.10')).body).toEqual(invalidOrExpired);

    // The next day every code allows its five tries again.
    server.clock.advance(day);
    const sent = await send(owner, '203.0.113.80');
    const { challenge } = sent.body as { challenge: string };
    const typo = await server.request('POST', '/api/v1/auth/verify-otp', {
      body: { phoneNumber: owner, otp: wrongCodeFor(codeOf(owner)), challenge },
      ...from('203.0.113.80'),
    });
    expect(typo.body).toMatchObject({ attemptsLeft: 4 });
  });
});

describe('an address that keeps sending wrong codes', () => {
  it('may make five for free, then waits 1 s, 2 s, 4 s... before each next wrong code counts as its own', async () => {
    const attacker = '203.0.113.99';
    await spendACode('9400000003', attacker);
    // A new code for each step: wrong codes made while the address waits still use up the code's tries.
    for (const [step, waitSeconds] of [1, 2, 4].entries()) {
      const target = `94000000${20 + step}`;
      expect((await send(target, attacker)).status).toBe(200);
      const wrong = wrongCodeFor(codeOf(target));
      expect((await verify(target, wrong, attacker)).status).toBe(401);
      const refused = await verify(target, wrong, attacker);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        message: 'Too many login attempts from this device. Please try again in 1 minute.',
        retryAfter: waitSeconds,
      });
      expect(refused.headers.get('retry-after')).toBe(String(waitSeconds));
      server.clock.advance(waitSeconds * 1000);
    }
  });

  it('does not slow down anyone at another address, the owner of the same number included', async () => {
    const attacker = '203.0.113.98';
    await spendACode('9400000005', attacker);
    server.clock.advance(31_000);
    expect((await send('9400000005', '192.0.2.20')).status).toBe(200);
    expect((await verify('9400000005', wrongCodeFor(codeOf('9400000005')), attacker)).status).toBe(401);
    expect((await verify('9400000005', wrongCodeFor(codeOf('9400000005')), attacker)).status).toBe(429);
    expect((await verify('9400000005', codeOf('9400000005'), '192.0.2.20')).status).toBe(200);
  });

  it('is one address for every address of its IPv6 /64', async () => {
    await spendACode('9400000006', '2001:db8:1:2::1');
    expect((await send('9400000007', '2001:db8:1:2::2')).status).toBe(200);
    expect((await verify('9400000007', wrongCodeFor(codeOf('9400000007')), '2001:db8:1:2::3')).status).toBe(401);
    expect((await verify('9400000007', wrongCodeFor(codeOf('9400000007')), '2001:db8:1:2:ffff::4')).status).toBe(429);
    expect((await verify('9400000007', wrongCodeFor(codeOf('9400000007')), '2001:db8:1:3::1')).status).toBe(401);
  });
});
