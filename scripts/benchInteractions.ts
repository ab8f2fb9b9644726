import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemorySender } from '../demo/api/otp/otp-senders';
import { startServer } from '../demo/server';
import { benchChromeFlags, benchChromePath, logInBenchVisitor } from './benchSetup';
import { interactions, measureInteractions } from './interactionLatency';
import { reportInteractions } from './interactionReport';

/**
 * `npm run bench:interactions`: the interactions of `npm run bench` alone (about a minute and a
 * half, against its quarter of an hour), on the built dist/ (`npm run build` first). `BENCH_RUNS`
 * sets the runs (3), `BENCH_ONLY` a part of the names to measure (`BENCH_ONLY=tab,cart`).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY?.split(',');
const chosen = only ? interactions.filter(({ name }) => only.some((part) => name.includes(part))) : interactions;

const dataDir = await mkdtemp(join(tmpdir(), 'lab-bench-'));
const otpSender = createMemorySender();
const server = await startServer({ port: 0, dataDir, otpSender });
try {
  const session = await logInBenchVisitor(server.url, otpSender);
  const results = await measureInteractions(server.url, session, RUNS, benchChromePath, benchChromeFlags, chosen);
  await reportInteractions(results, RUNS);
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
