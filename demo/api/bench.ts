import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { runMixedLoad } from './bench/mixed-load';
import { runSpike, spikeConnections, spikePath } from './bench/spike';
import { readLimits } from './limits';
import type { Limits } from './limits';
import { createMemorySender } from './otp/otp-senders';
import type { MemoryOtpSender } from './otp/otp-senders';
import { startServer } from './start-server';

/**
 * `npm run bench:api`: the read paths the storefront hits most, then a mixed load of 200
 * logged-in users, against a real server on loopback over a fresh PGlite, or over a fresh schema
 * of PostgreSQL when `DATABASE_URL` is set (`demo/api/ci-postgres.sh npm run bench:api`), with
 * bounded runs. Prints requests/s, p50/p99 latency and failures. First a spike of one catalogue
 * read at 50 connections, beside two ceilings (`bench/spike.ts`), on PGlite and, with
 * `DATABASE_URL`, on PostgreSQL with one and two instances. `BENCH_ONLY=spike` runs only that.
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
 * A fresh PGlite folder, or with `url` a fresh schema of that PostgreSQL database, removed again
 * after `run`.
 */
async function withFreshDatabase<T>(
  url: string | undefined,
  run: (place: { dataDir: string; databaseSchema: string | undefined }) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lab-api-bench-'));
  const databaseSchema = url ? `bench_${Date.now()}` : undefined;
  try {
    return await run({ dataDir, databaseSchema });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (url && databaseSchema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${databaseSchema} CASCADE`);
      await client.end();
    }
  }
}

/**
 * `count` servers in this process over one fresh database (PGlite: one only), sharing the code
 * hash key as instances must.
 */
async function withServers(
  count: number,
  limits: Limits,
  run: (urls: string[], sender: MemoryOtpSender) => Promise<void>,
): Promise<void> {
  await withFreshDatabase(databaseUrl, async ({ dataDir, databaseSchema }) => {
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
    }
  });
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [row] = (await client.query<{ server_version: string }>('SHOW server_version')).rows;
    return row?.server_version.split(' ')[0] ?? '';
  } finally {
    await client.end();
  }
}

const only = process.env.BENCH_ONLY;

// The spike: on PGlite, and with DATABASE_URL also on PostgreSQL with one and with two
// instances, each beside the ceilings (medians of three rounds), printed as the table of
// demo/api/README.md.
const postgres = databaseUrl ? `PostgreSQL ${await postgresVersion(databaseUrl)}` : '';
const spikeSetups = [
  { database: 'PGlite', instances: 1, databaseUrl: undefined },
  ...(databaseUrl ? [1, 2].map((instances) => ({ database: postgres, instances, databaseUrl })) : []),
];
const spikeRows: string[][] = [];
for (const setup of spikeSetups) {
  await withFreshDatabase(setup.databaseUrl, async (place) => {
    const otpSecret = randomBytes(32).toString('hex');
    const orders = Array.from({ length: setup.instances }, () => ({ kind: 'api' as const, ...place, databaseUrl: setup.databaseUrl, otpSecret }));
    const spike = await runSpike(orders, secondsPerScenario);
    spikeRows.push([
      setup.database,
      String(setup.instances),
      `${spike.bare.requestsPerSecond.toFixed(0)} (${spike.bare.p99})`,
      `${spike.hono.requestsPerSecond.toFixed(0)} (${spike.hono.p99})`,
      spike.api.requestsPerSecond.toFixed(0),
      String(spike.api.p50),
      String(spike.api.p99),
      `${spike.apiPerHono.toFixed(2)}×`,
      `${spike.apiPerBare.toFixed(2)}×`,
      String(spike.bare.failures + spike.hono.failures + spike.api.failures),
    ]);
    console.log(`spike measured: ${spikeRows.at(-1)?.join(', ') ?? ''}`);
  });
}
console.log(
  `\nSpike: GET ${spikePath}, ${spikeConnections} connections, ${secondsPerScenario} s per measurement, median of 3 rounds; ` +
    `targets: API ≥ 0.8× minimal Hono, ≥ 0.15× bare node:http, p99 ≤ 50 ms\n`,
);
printMarkdownTable([
  ['database', 'instances', 'bare node:http req/s (p99 ms)', 'minimal Hono req/s (p99 ms)', 'API req/s', 'API p50 ms', 'API p99 ms', 'API / Hono', 'API / bare', 'failures'],
  ...spikeRows,
]);
if (!databaseUrl) console.log('\n(PGlite only: `demo/api/ci-postgres.sh npm run bench:api` adds PostgreSQL with one and two instances.)');
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

/** A Markdown table, as the README takes it. */
function printMarkdownTable(rows: string[][]): void {
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.join(' | ')} |`);
    if (index === 0) console.log(`|${row.map(() => '---').join('|')}|`);
  }
}

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
