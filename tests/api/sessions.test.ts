import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const day = 24 * 60 * 60_000;
let server: TestServer;
let phoneSequence = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.clock.advance(day));

const newSession = () => logIn(server, `97000000${String(phoneSequence++).padStart(2, '0')}`);
const cartStatus = async (session: { token: string; userId: string }) =>
  (await server.request('GET', `/api/v1/cart/${session.userId}`, { token: session.token })).status;
const logout = (token?: string) => server.request('POST', '/api/v1/auth/logout', token ? { token } : {});

describe('POST /api/v1/auth/logout', () => {
  it('ends the session of the token at once', async () => {
    const session = await newSession();
    expect(await cartStatus(session)).toBe(200);
    const response = await logout(session.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out' });
    expect(await cartStatus(session)).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const phone = `97000000${String(phoneSequence++).padStart(2, '0')}`;
    const first = await logIn(server, phone);
    server.clock.advance(31_000);
    const second = await logIn(server, phone);
    await logout(first.token);
    expect(await cartStatus(first)).toBe(401);
    expect(await cartStatus(second)).toBe(200);
  });

  it('answers 2xx for a token that has already ended, and 401 without a token', async () => {
    const session = await newSession();
    expect((await logout(session.token)).status).toBe(200);
    expect((await logout(session.token)).status).toBe(200);
    const anonymous = await logout();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: 'Please login to continue' });
  });
});

describe('session expiry', () => {
  it('ends a session unused for 7 days', async () => {
    const session = await newSession();
    server.clock.advance(7 * day - 1_000);
    expect(await cartStatus(session)).toBe(200);
    server.clock.advance(7 * day);
    expect(await cartStatus(session)).toBe(401);
  });

  it('keeps a session in use alive, but not past 30 days from login', async () => {
    const session = await newSession();
    for (let days = 6; days < 30; days += 6) {
      server.clock.advance(6 * day);
      expect(await cartStatus(session)).toBe(200);
    }
    server.clock.advance(6 * day);
    expect(await cartStatus(session)).toBe(401);
  });
});

describe('a login that fails while opening the session', () => {
  it('leaves the code unspent: it is used in the same transaction that opens the session', async () => {
    const phoneNumber = '9700000099';
    expect((await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } })).status).toBe(200);
    const otp = server.sender.latestCodeFor(phoneNumber);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await server.db.query('ALTER TABLE sessions RENAME TO sessions_away');
    try {
      expect((await server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp } })).status).toBe(500);
    } finally {
      await server.db.query('ALTER TABLE sessions_away RENAME TO sessions');
      error.mockRestore();
    }
    expect((await server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp } })).status).toBe(200);
  });
});
