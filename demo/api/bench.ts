import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createMemorySender } from './otp/otp-senders';
import { startServer } from './start-server';

/**
 * `npm run bench:api`: the read paths the storefront hits most, against a real server on
 * loopback over a fresh PGlite, with bounded runs. Prints requests/s and p50/p99 latency.
 */
const secondsPerScenario = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

const scenarios: [label: string, path: string][] = [
  ['search "tsh"', '/api/v1/tests/search?q=tsh'],
  ['search "thyriod" (typo)', '/api/v1/tests/search?q=thyriod'],
  ['search "vit d"', '/api/v1/tests/search?q=vit%20d'],
  ['search "full body checkup"', '/api/v1/tests/search?q=full%20body%20checkup'],
  ['tab categories (lessPrice)', '/api/v1/category/lessPrice/get'],
  ['tests by category (Full Body Checkup)', '/api/v1/tests/category/Full%20Body%20Checkup'],
  ['one test (thyroid-profile-total)', '/api/v1/tests/thyroid-profile-total'],
];

const dataDir = await mkdtemp(join(tmpdir(), 'lab-api-bench-'));
const server = await startServer({ port: 0, dataDir, otpSender: createMemorySender() });
try {
  console.log(`Benchmark: ${connections} connections, ${secondsPerScenario} s per scenario, PGlite, ${server.url}\n`);
  const rows: string[][] = [['scenario', 'req/s', 'p50 ms', 'p99 ms', 'failures']];
  for (const [label, path] of scenarios) {
    const result = await autocannon({ url: server.url + path, connections, duration: secondsPerScenario });
    const failures = result.errors + result.timeouts + result.non2xx;
    rows.push([label, result.requests.average.toFixed(0), String(result.latency.p50), String(result.latency.p99), String(failures)]);
  }
  printTable(rows);
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}
