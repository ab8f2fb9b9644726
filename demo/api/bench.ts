import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { runMixedLoad } from './bench/mixed-load';
import { runSpike, spikePath } from './bench/spike';
import { readLimits } from './limits';
import type { Limits } from './limits';
import { createMemorySender } from './otp/otp-senders';
import type { MemoryOtpSender } from './otp/otp-senders';
import { startServer } from './start-server';

/**
 * `npm run bench:api`: the read paths the storefront hits most, then a mixed load of 200
 * logged-in users, against a real server on loopback over a fresh PGlite, or over a fresh schema
 * of PostgreSQL when `DATABASE_URL` is set (`demo/api/ci-postgres.sh npm run bench:api`), with
 * bounded runs. Prints requests/s, p50/p99 latency and failures. A spike of one catalogue read
 * at 50 connections is measured beside two ceilings (`bench/spike.ts`), on PostgreSQL also over
 * two instances. `BENCH_ONLY=spike` runs only that.
 */
const secondsPerScenario = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
const mixedUsers = 200;

const scenarios: [label: string, path: string][] = [
  ['search "tsh"', '/api/v1/tests/search?q=tsh'],
  ['search "thyriod" (typo)', '/api/v1/tests/search?q=thyriod'],
  ['search "vit d"', '/api/v1/tests/search?q=vit%20d'],
  ['search "full body checkup"', '/api/v1/tests/search?q=full%20body%20checkup'],
  ['tab categories (lessPrice)', '/api/v1/category/lessPrice/get'],
  ['tests by category (Full Body Checkup)', '/api/v1/tests/category/Full%20Body%20Checkup'],
  ['one test (thyroid-profile-total)', '/api/v1/tests/thyroid-profile-total'],
];

const databaseUrl = process.env.DATABASE_URL || undefined;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';

/**
 * `count` servers over one fresh PGlite folder or PostgreSQL schema (PGlite: one only), sharing
 * the code hash key as instances must, removed again after `run`.
 */
async function withServers(
  count: number,
  limits: Limits,
  run: (urls: string[], sender: MemoryOtpSender) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lab-api-bench-'));
  const databaseSchema = databaseUrl ? `bench_${Date.now()}` : undefined;
  const sender = createMemorySender();
  const otpSecret = randomBytes(32).toString('hex');
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      startServer({ port: 0, dataDir, databaseUrl, databaseSchema, otpSender: sender, otpSecret, limits }),
    ),
  );
  try {
    await run(servers.map((server) => server.url), sender);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl && databaseSchema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${databaseSchema} CASCADE`);
      await client.end();
    }
  }
}

const only = process.env.BENCH_ONLY;

for (const instances of databaseUrl ? [1, 2] : [1]) {
  await withServers(instances, readLimits(), async (urls) => {
    const rows = await runSpike(urls, secondsPerScenario);
    const [bare, hono, api] = rows.map((row) => row.requestsPerSecond);
    console.log(`\nSpike: GET ${spikePath}, 50 connections, ${secondsPerScenario} s each, ${engine}, ${instances} instance${instances === 1 ? '' : 's'}\n`);
    printTable([
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'failures'],
      ...rows.map((row) => [row.label, row.requestsPerSecond.toFixed(0), String(row.p50), String(row.p99), String(row.failures)]),
    ]);
    if (bare && hono && api) console.log(`API / minimal Hono: ${(api / hono).toFixed(2)}x   API / bare Node: ${(api / bare).toFixed(2)}x`);
  });
}
if (only === 'spike') process.exit(0);

// Every request comes from 127.0.0.1: the read scenarios lift the search cap to measure the
// queries themselves.
await withServers(1, { ...readLimits(), maxSearchesPerAddressPerSecond: 1_000_000 }, async ([url = '']) => {
  console.log(`Benchmark: ${connections} connections, ${secondsPerScenario} s per scenario, ${engine}, ${url}\n`);
  const rows: string[][] = [['scenario', 'req/s', 'p50 ms', 'p99 ms', 'failures']];
  for (const [label, path] of scenarios) {
    const result = await autocannon({ url: url + path, connections, duration: secondsPerScenario });
    const failures = result.errors + result.timeouts + result.non2xx;
    rows.push([label, result.requests.average.toFixed(0), String(result.latency.p50), String(result.latency.p99), String(failures)]);
  }
  printTable(rows);
});

// The mixed load lifts only the login caps per address, so that 200 users can log in from one
// address; the search cap stays and refuses some searches (429) on purpose. On PostgreSQL it runs
// again over two instances of one database, each call going to the other one in turn.
const mixedSeconds = secondsPerScenario * 2;
const mixedLimits = {
  ...readLimits(),
  maxSendsPerAddressPerHour: 1_000_000,
  maxSendsPerNetworkPerHour: 1_000_000,
  maxVerifiesPerAddressPerHour: 1_000_000,
};
for (const instances of databaseUrl ? [1, 2] : [1]) {
  await withServers(instances, mixedLimits, async (urls, sender) => {
    const mixed = await runMixedLoad(urls, sender, { users: mixedUsers, seconds: mixedSeconds });
    console.log(
      `\nMixed load: ${mixedUsers} logged-in users, ${mixedSeconds} s (search, catalogue, cart, send/verify), ${engine}, ${instances} instance${instances === 1 ? '' : 's'}\n`,
    );
    printTable([
      ['requests', 'req/s', 'p50 ms', 'p99 ms', '429 (caps)', 'errors'],
      [mixed.requests, Math.round(mixed.requests / mixedSeconds), mixed.p50, mixed.p99, mixed.tooMany, mixed.errors].map(String),
    ]);
  });
}

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
