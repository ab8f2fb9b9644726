import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server';
import { createMemorySender } from '../../demo/api/otp/otp-senders';
import { testOtpSecret } from './support/test-server';

// Only PostgreSQL has several connections that can race: demo/api/ci-postgres.sh runs this file.
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('two servers starting at once on one PostgreSQL database', () => {
  it('migrate and seed it once between them, and both serve', async () => {
    const schema = `shared_${Date.now()}`;
    const start = () =>
      startServer({ port: 0, dataDir: '', databaseUrl, databaseSchema: schema, otpSender: createMemorySender(), otpSecret: testOtpSecret });
    const started = await Promise.allSettled([start(), start()]);
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      for (const server of servers) {
        const response = await fetch(`${server.url}/api/v1/tests/tsh`);
        expect(response.status).toBe(200);
      }
      const migrations = await client.query<{ name: string; count: number }>(
        `SELECT name, count(*)::int AS count FROM ${schema}.schema_migrations GROUP BY name ORDER BY name`,
      );
      expect(migrations.rows.length).toBeGreaterThanOrEqual(4);
      expect(migrations.rows.every((row) => row.count === 1)).toBe(true);
      const seeds = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${schema}.seed_runs`);
      expect(seeds.rows[0]?.count).toBe(1);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });
});
