import { describe, expect, it } from 'vitest';
import { codeOf as latestCode, from, serverBehindOneProxy, wrongCodeFor } from './support/behind-one-proxy';

// send-otp hands the requester an opaque challenge; a try that brings it back is the requester's
// own. Guesses without it (from any number of addresses) count against the guessers' addresses
// and the number's day, never against the requester's tries, and hear only "invalid or expired". Addresses come through a trusted
// proxy (the test itself, on loopback) in X-Forwarded-For.
const server = serverBehindOneProxy();
let nextAddress = 0;
/** A fresh IPv6 /64 for each call, as an attacker rotating through a few hundred networks. */
const rotatingAddress = () => `2001:db8:${(nextAddress++).toString(16)}:1::1`;
async function send(phoneNumber: string, address: string): Promise<{ status: number; challenge?: string }> {
  const response = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, ...from(address) });
  return { status: response.status, challenge: (response.body as { challenge?: string }).challenge };
}
const verify = (body: { phoneNumber: string; otp: string; challenge?: string }, address: string) =>
  server.request('POST', '/api/v1/auth/verify-otp', { body, ...from(address) });
const codeOf = (phoneNumber: string) => latestCode(server, phoneNumber);
const invalidOrExpired = { success: false, message: 'Invalid or expired OTP. Please check the code or request a new one.' };
const wrongCodesToday = async (phoneNumber: string) =>
  (await server.db.query<{ count: number }>('SELECT sum(count)::int AS count FROM rate_counts WHERE subject = $1', [`failed-verify:${phoneNumber}`]))[0]
    ?.count ?? 0;

describe('guesses without the challenge', () => {
  it('never make the owner\'s code fail, however many addresses they come from', async () => {
    const owner = '9500000001';
    const { challenge } = await send(owner, '192.0.2.10');
    const wrong = wrongCodeFor(codeOf(owner));
    const answers = [];
    for (let guess = 0; guess < 40; guess++) answers.push((await verify({ phoneNumber: owner, otp: wrong }, rotatingAddress())).body);
    // Five of them are checked (the code's tries for everyone else; the number's day backstop caps
    // them too), and all are answered alike, as if no code were pending.
    expect(answers).toEqual(Array(40).fill(invalidOrExpired));
    expect(await wrongCodesToday(owner)).toBe(5);

    // The owner's own tries are all still there: a typo, then the code.
    const typo = await verify({ phoneNumber: owner, otp: wrong, challenge }, '192.0.2.10');
    expect(typo.body).toMatchObject({ message: 'Invalid OTP. 4 attempts left.', attemptsLeft: 4 });
    const login = await verify({ phoneNumber: owner, otp: codeOf(owner), challenge }, '192.0.2.10');
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: 'Login successful' });
  });

  it('with a made-up or an earlier challenge count as anyone else\'s', async () => {
    const owner = '9500000002';
    const first = await send(owner, '192.0.2.10');
    server.clock.advance(31_000);
    const { challenge } = await send(owner, '192.0.2.10');
    const wrong = wrongCodeFor(codeOf(owner));
    for (const stale of [first.challenge, 'made-up-challenge-value', '', challenge?.slice(1)]) {
      await verify({ phoneNumber: owner, otp: wrong, challenge: stale }, rotatingAddress());
    }
    await verify({ phoneNumber: owner, otp: wrong }, rotatingAddress());
    // The latest code's five tries for everyone else are used up; its requester's are all there.
    const [latest] = await server.db.query<{ unbound: number; own: number }>(
      'SELECT unbound_failed_attempts AS unbound, failed_attempts AS own FROM login_codes WHERE phone_number = $1 ORDER BY expires_at DESC LIMIT 1',
      [owner],
    );
    expect(latest).toEqual({ unbound: 5, own: 0 });
    expect((await verify({ phoneNumber: owner, otp: codeOf(owner), challenge }, '192.0.2.10')).status).toBe(200);
  });

  it('leave a spec client without the challenge logging in as before', async () => {
    const owner = '9500000003';
    expect((await send(owner, '192.0.2.10')).status).toBe(200);
    expect((await verify({ phoneNumber: owner, otp: wrongCodeFor(codeOf(owner)) }, '192.0.2.10')).body).toEqual(invalidOrExpired);
    expect((await verify({ phoneNumber: owner, otp: codeOf(owner) }, '192.0.2.10')).status).toBe(200);
  });
});

describe('a distributed attacker at one number for a whole day', () => {
  it('gets at most 10 + 2 x 30 = 70 guesses checked (README, "Guessing")', async () => {
    const target = '9500000004';
    let sends = 0;
    // Every 12 minutes (5 sends an hour) the attacker asks for a code itself,
    // then guesses with that code's challenge and without it, each guess from a new address,
    // until both are refused.
    for (let minute = 0; minute < 24 * 60; minute += 12) {
      const sent = await send(target, rotatingAddress());
      if (sent.status === 200) sends++;
      const wrong = wrongCodeFor(codeOf(target));
      for (const challenge of [sent.challenge, undefined]) {
        for (let guess = 0; guess < 6; guess++) {
          const answer = await verify({ phoneNumber: target, otp: wrong, ...(challenge ? { challenge } : {}) }, rotatingAddress());
          if (answer.status !== 401) break;
        }
      }
      server.clock.advance(12 * 60_000);
    }
    // The number's ceiling for requesters without a device key of it: 30 a day.
    expect(sends).toBe(30);
    const guesses = await wrongCodesToday(target);
    expect(guesses).toBeGreaterThan(10);
    expect(guesses).toBeLessThanOrEqual(70);
  }, 120_000);
});
