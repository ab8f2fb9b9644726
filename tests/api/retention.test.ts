import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './support/login';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const day = 24 * 60 * 60_000;
let server: TestServer;
const rowsIn = async (table: string) =>
  (await server.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))[0]?.count;

beforeAll(async () => {
  server = await startTestServer({ limits: { pruneIntervalSeconds: 1, deviceKeyDays: 30 } });
});
afterAll(() => server.close());

describe('scheduled pruning', () => {
  it('deletes expired codes, old sends and counts, wrong-code delays, ended sessions and unused device keys, and keeps live ones', async () => {
    await logIn(server, '9700000001');
    await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: '9700000002' } });
    await server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber: '9700000002', otp: '000000' } });
    expect(await rowsIn('wrong_code_delays')).toBe(1);
    expect(await rowsIn('device_keys')).toBe(1);

    server.clock.advance(31 * day);
    const fresh = '9700000003';
    expect((await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: fresh } })).status).toBe(200);

    await expect.poll(() => rowsIn('sessions'), { timeout: 10_000 }).toBe(0);
    expect(await rowsIn('device_keys')).toBe(0);
    expect(await rowsIn('login_codes')).toBe(1);
    expect(await rowsIn('otp_sends')).toBe(1);
    expect(await rowsIn('wrong_code_delays')).toBe(0);
    const counts = await server.db.query<{ subject: string }>('SELECT subject FROM rate_counts ORDER BY subject');
    expect(counts.map((row) => row.subject)).toEqual(['send-address:127.0.0.1', 'send-all', 'send-network:127.0.0.0/24']);
    // The live code still logs in.
    const otp = server.sender.latestCodeFor(fresh);
    expect((await server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber: fresh, otp } })).status).toBe(200);
  });
});
