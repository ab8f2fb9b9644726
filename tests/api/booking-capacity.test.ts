import { afterAll, describe, expect, it } from 'vitest';
import { defaultBookingSettings } from '../../demo/api/booking/booking-settings';
import { readLimits } from '../../demo/api/limits';
import { createMemorySender } from '../../demo/api/otp/otp-senders';
import { startServer } from '../../demo/server';
import type { RunningServer } from '../../demo/server';
import { mondayMorning, tomorrow } from './support/booking';
import { dropSchema, startTestServer, testOtpSecret } from './support/test-server';

// Places are exact under concurrency: 50 users hold one time with 3 places at the same moment.
// This file runs on PGlite in `npm test` and on PostgreSQL in demo/api/ci-postgres.sh, which
// also runs the two-instance case (PGlite lives inside one process).
const slotId = `${tomorrow}T07:00`;
const users = 50;
/** Enough login codes from one address for 50 users. */
const limits = { ...readLimits(), maxSendsPerAddressPerHour: 200 };

/** Logs `count` users in through `url` and returns their tokens. */
async function logInMany(url: string, sender: ReturnType<typeof createMemorySender>, count: number): Promise<string[]> {
  const post = async (path: string, body: unknown) =>
    (await fetch(url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<{ token?: string }>;
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const phoneNumber = `98765${String(10_000 + index)}`;
    await post('/api/v1/auth/send-otp', { phoneNumber });
    const { token } = await post('/api/v1/auth/verify-otp', { phoneNumber, otp: sender.latestCodeFor(phoneNumber) });
    tokens.push(token ?? '');
  }
  return tokens;
}

/** Every user asks for the time at once, each through the next of `urls`; the statuses answered. */
async function holdAtOnce(urls: string[], tokens: string[]): Promise<number[]> {
  const answers = await Promise.all(
    tokens.map((token, index) =>
      fetch(`${urls[index % urls.length]}/api/v1/booking/holds`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ slotId }),
      }),
    ),
  );
  return answers.map(({ status }) => status);
}

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe(`50 holds at once on a time with 3 places (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('give exactly 3 holds; the other 47 are told the time is full', async () => {
    const server = await startTestServer({ startTime: mondayMorning, limits, booking: { slotCapacity: 3 } });
    try {
      const tokens = await logInMany(server.url, server.sender, users);
      const statuses = await holdAtOnce([server.url], tokens);
      expect([count(statuses, 201), count(statuses, 409)]).toEqual([3, 47]);
      const [held] = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM booking_holds WHERE slot_id = $1', [slotId]);
      expect(held?.count).toBe(3);
    } finally {
      await server.close();
    }
  }, 120_000);
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('50 holds at once through two instances on one PostgreSQL (needs DATABASE_URL)', () => {
  const schema = `booking_instances_${Date.now()}`;
  let instances: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await dropSchema(databaseUrl ?? '', schema);
  });

  it('give exactly 3 holds between them', async () => {
    const sender = createMemorySender();
    const start = () =>
      startServer({
        port: 0, dataDir: '', databaseUrl, databaseSchema: schema, otpSender: sender, otpSecret: testOtpSecret,
        clock: () => mondayMorning, limits, booking: { ...defaultBookingSettings, slotCapacity: 3 },
      });
    // One after the other: the first migrates the new schema.
    instances = [await start(), await start()];
    const urls = instances.map(({ url }) => url);
    const tokens = await logInMany(urls[0] ?? '', sender, users);
    const statuses = await holdAtOnce(urls, tokens);
    expect([count(statuses, 201), count(statuses, 409)]).toEqual([3, 47]);
  }, 120_000);
});
