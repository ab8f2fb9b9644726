import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import type { SpikeServerOrder } from './spike-server';

/** What a campaign spike reads: a listing of the home screen, the largest catalogue answer. */
export const spikePath = '/api/v1/tests/category/Full%20Body%20Checkup';
export const spikeConnections = 50;
const rounds = 3;
const warmUpSeconds = 1;

/** One measurement, or the medians over the rounds. */
export interface SpikeFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Errors, time-outs and non-2xx answers (over the rounds: their sum). */
  failures: number;
}

export interface SpikeResult {
  bare: SpikeFigures;
  hono: SpikeFigures;
  api: SpikeFigures;
  /** Medians of each round's ratios (the three were measured within seconds of each other). */
  apiPerHono: number;
  apiPerBare: number;
}

/**
 * A campaign spike on one catalogue read, measured beside two ceilings sending the same bytes with
 * the same headers: a bare `node:http` server (the machine's) and a minimal Hono app on
 * `@hono/node-server` (the framework's). Every server runs in a process of its own
 * (`spike-server.ts`); the API's instances share the connections, as behind a balancer. After a
 * warm-up, `rounds` rounds measure the three in turn, and the median of each figure is kept, so a
 * neighbour's burst on the machine spoils one round, not the result.
 */
export async function runSpike(apiOrders: SpikeServerOrder[], seconds: number): Promise<SpikeResult> {
  const started: SpikeProcess[] = [];
  try {
    const apis = await Promise.all(apiOrders.map((order) => startSpikeServer(order)));
    started.push(...apis);
    const sample = await fetch(`${apis[0]?.url ?? ''}${spikePath}`);
    const body = Buffer.from(await sample.arrayBuffer()).toString('base64');
    const hopByHop = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
    const headers = Object.fromEntries([...sample.headers].filter(([name]) => !hopByHop.includes(name)));
    const bare = await startSpikeServer({ kind: 'bare node:http', body, headers });
    started.push(bare);
    const hono = await startSpikeServer({ kind: 'minimal Hono', body, headers });
    started.push(hono);

    const targets = { bare: [bare.url], hono: [hono.url], api: apis.map((api) => api.url) };
    for (const urls of Object.values(targets)) await measure(urls, warmUpSeconds);
    const measured: Record<keyof typeof targets, SpikeFigures[]> = { bare: [], hono: [], api: [] };
    for (let round = 0; round < rounds; round++) {
      for (const [name, urls] of Object.entries(targets) as [keyof typeof targets, string[]][]) {
        measured[name].push(await measure(urls, seconds));
      }
    }
    const ratios = (ceiling: SpikeFigures[]) =>
      median(measured.api.map((api, round) => api.requestsPerSecond / (ceiling[round]?.requestsPerSecond ?? Infinity)));
    return {
      bare: medians(measured.bare),
      hono: medians(measured.hono),
      api: medians(measured.api),
      apiPerHono: ratios(measured.hono),
      apiPerBare: ratios(measured.bare),
    };
  } finally {
    await Promise.all(started.map((server) => server.stop()));
  }
}

interface SpikeProcess {
  url: string;
  stop(): Promise<void>;
}

async function startSpikeServer(order: SpikeServerOrder): Promise<SpikeProcess> {
  // The bench runs under tsx: the child inherits its loader through execArgv.
  const child: ChildProcess = fork(new URL('./spike-server.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  child.send(order);
  const [message] = (await Promise.race([once(child, 'message'), exited.then(() => [undefined])])) as [{ url: string } | undefined];
  if (!message) throw new Error(`The ${order.kind} server of the spike did not start`);
  return {
    url: message.url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Spreads the connections over the URLs at once and adds up what they answered. */
async function measure(urls: string[], seconds: number): Promise<SpikeFigures> {
  const results = await Promise.all(
    urls.map((url) => autocannon({ url: url + spikePath, connections: Math.round(spikeConnections / urls.length), duration: seconds })),
  );
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}

function medians(ofRounds: SpikeFigures[]): SpikeFigures {
  return {
    requestsPerSecond: median(ofRounds.map((round) => round.requestsPerSecond)),
    p50: median(ofRounds.map((round) => round.p50)),
    p99: median(ofRounds.map((round) => round.p99)),
    failures: ofRounds.reduce((sum, round) => sum + round.failures, 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
