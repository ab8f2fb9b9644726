import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultBookingSettings } from '../../demo/api/booking/booking-settings';
import { readLimits } from '../../demo/api/limits';
import { createMemorySender } from '../../demo/api/otp/otp-senders';
import { postgresPrograms } from '../../demo/api/db/local-postgres';
import { startServer } from '../../demo/server';
import type { RunningServer } from '../../demo/server';
import { homeAddress, me, mondayMorning, tomorrow } from './support/booking';
import { testOtpSecret } from './support/test-server';
import { startThrowawayPostgres } from './support/throwaway-postgres';
import type { ThrowawayPostgres } from './support/throwaway-postgres';

// A booking is never lost: PostgreSQL stops while a visitor books, the server answers 503 with
// Retry-After, and the retry with the same Idempotency-Key books once. A cluster of the test's
// own, so it runs in the PostgreSQL run (demo/api/ci-postgres.sh), as database-loss.test.ts does.
const programs = process.env.DATABASE_URL ? await postgresPrograms() : undefined;

describe.skipIf(programs === undefined)('booking while PostgreSQL is lost (needs DATABASE_URL and Debian’s PostgreSQL programs)', () => {
  const sender = createMemorySender();
  let postgres: ThrowawayPostgres;
  let server: RunningServer;
  const start = () =>
    startServer({
      port: 0, dataDir: '', databaseUrl: postgres.url, otpSender: sender, otpSecret: testOtpSecret, limits: readLimits(),
      clock: () => mondayMorning, booking: defaultBookingSettings,
    });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(server.url + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { data?: { _id?: string; holdId?: string } } };
  };

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(programs ?? '');
    server = await start();
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await postgres.remove();
  }, 60_000);

  it('answers 503 with Retry-After, and the retry with the same key books once, surviving a restart', async () => {
    const phoneNumber = '9876505001';
    await call('POST', '/api/v1/auth/send-otp', { phoneNumber });
    const { token } = (await call('POST', '/api/v1/auth/verify-otp', { phoneNumber, otp: sender.latestCodeFor(phoneNumber) })).body as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const personId = (await call('POST', '/api/v1/booking/people', me, auth)).body.data?._id;
    const addressId = (await call('POST', '/api/v1/booking/addresses', homeAddress, auth)).body.data?._id;
    const holdId = (await call('POST', '/api/v1/booking/holds', { slotId: `${tomorrow}T07:00` }, auth)).body.data?.holdId;
    const booking = { holdId, addressId, items: [{ testId: 'tsh', personId }] };
    const withKey = { ...auth, 'Idempotency-Key': 'booking-during-an-outage' };

    const spies = [vi.spyOn(console, 'error').mockImplementation(() => undefined), vi.spyOn(console, 'warn').mockImplementation(() => undefined)];
    try {
      await postgres.stop();
      expect(await call('POST', '/api/v1/bookings', booking, withKey)).toMatchObject({
        status: 503,
        retryAfter: '5',
        body: { success: false, message: 'The service is unavailable right now. Please try again in a moment.' },
      });
      await postgres.start();
      await expect.poll(async () => (await call('POST', '/api/v1/bookings', booking, withKey)).status, { timeout: 30_000, interval: 500 }).toBe(201);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const again = await call('POST', '/api/v1/bookings', booking, withKey);
    expect(again.status).toBe(200);
    await server.close();
    server = await start();
    const listed = await call('GET', '/api/v1/bookings', undefined, auth);
    expect((listed.body as unknown as { data: { _id: string }[] }).data.map(({ _id }) => _id)).toEqual([again.body.data?._id]);
  }, 120_000);
});
