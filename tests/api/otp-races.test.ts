import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// Parallel calls as an attacker fires them: every limit must hold however they interleave, on
// PGlite and on PostgreSQL (demo/api/ci-postgres.sh runs this file there too).
const hour = 60 * 60_000;
const day = 24 * hour;
let server: TestServer;
const send = (phoneNumber: string) => server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } });
const verify = (phoneNumber: string, otp: string, challenge?: string) =>
  server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp, ...(challenge ? { challenge } : {}) } });
const challengeOf = (response: { body: unknown }) => (response.body as { challenge: string }).challenge;
const wrongCodeFor = (code: string | undefined) => (code === '000000' ? '111111' : '000000');
const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

beforeAll(async () => {
  // Enough wrong codes per address for the floods below; that cap has its own test.
  server = await startTestServer({ limits: { maxVerifiesPerAddressPerHour: 1000 } });
});
afterAll(() => server.close());
// Each test starts at 01:00 UTC of a new day, outside every window of the ones before it.
beforeEach(() => server.clock.advance(2 * day - (server.clock.now().getTime() % day) + hour));

describe('limits under parallel calls', () => {
  it('sends one code of 50 parallel sends to one number', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => send('9300000001')));
    expect(statuses(responses)).toEqual({ 200: 1, 429: 49 });
  });

  it('sends at most the per-address cap of 50 parallel sends to different numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(`93100000${String(i).padStart(2, '0')}`)),
    );
    expect(statuses(responses)).toEqual({ 200: 20, 429: 30 });
  });

  it('counts every one of 50 parallel wrong codes with the challenge: 4 get "attempts left", the rest are refused', async () => {
    const sent = await send('9300000002');
    expect(sent.status).toBe(200);
    const code = server.sender.latestCodeFor('9300000002');
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify('9300000002', wrongCodeFor(code), challengeOf(sent))));
    expect(statuses(responses)).toEqual({ 401: 4, 429: 46 });
    const left = responses.flatMap(({ body }) => {
      const attemptsLeft = (body as { attemptsLeft?: number }).attemptsLeft;
      return attemptsLeft === undefined ? [] : [attemptsLeft];
    });
    expect(left.sort()).toEqual([1, 2, 3, 4]);
    // The right code no longer helps once the tries are used up.
    expect((await verify('9300000002', code ?? '', challengeOf(sent))).status).toBe(429);
  });

  it('slows 50 parallel wrong codes without the challenge from one address: five free, then the address waits', async () => {
    expect((await send('9300000004')).status).toBe(200);
    const code = server.sender.latestCodeFor('9300000004');
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify('9300000004', wrongCodeFor(code))));
    // The sixth wrong code is answered, and makes the address wait before its next try.
    expect(statuses(responses)).toEqual({ 401: 6, 429: 44 });
  });

  it('logs in once when the right code arrives twice at the same time', async () => {
    await send('9300000003');
    const code = server.sender.latestCodeFor('9300000003') ?? '';
    const responses = await Promise.all([verify('9300000003', code), verify('9300000003', code)]);
    expect(statuses(responses)).toEqual({ 200: 1, 401: 1 });
  });
});

describe('wrong codes per client address', () => {
  it('answer tries without the challenge over the hourly cap 429 with Retry-After, and still let a right code with its challenge in', async () => {
    const capped = await startTestServer({ limits: { maxVerifiesPerAddressPerHour: 3 } });
    try {
      const numbers = Array.from({ length: 6 }, (_, i) => `930000010${i}`);
      const challenges: string[] = [];
      for (const phoneNumber of numbers) {
        const sent = await capped.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } });
        expect(sent.status).toBe(200);
        challenges.push(challengeOf(sent));
      }
      const codeOf = (phoneNumber: string) => capped.sender.latestCodeFor(phoneNumber) ?? '';
      const responses = await Promise.all(
        numbers.map((phoneNumber) =>
          capped.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp: wrongCodeFor(codeOf(phoneNumber)) } }),
        ),
      );
      expect(statuses(responses)).toEqual({ 401: 3, 429: 3 });
      const refused = responses.find(({ status }) => status === 429);
      expect((refused?.body as { message: string }).message).toMatch(/^Too many login attempts from this device\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      const rightCode = { phoneNumber: numbers[0], otp: codeOf(numbers[0] ?? '') };
      expect((await capped.request('POST', '/api/v1/auth/verify-otp', { body: rightCode })).status).toBe(429);
      const login = await capped.request('POST', '/api/v1/auth/verify-otp', { body: { ...rightCode, challenge: challenges[0] } });
      expect(login.status).toBe(200);
    } finally {
      await capped.close();
    }
  });
});
