/**
 * `npm run bench:examples`: the server-rendered example apps (Next.js, Nuxt, Astro) as a visitor on
 * a mid-range phone on slow 4G meets them. Run after `npm run test:examples`, which installs and
 * builds them. Starts the reference API and each app's production server on loopback, then per
 * app, `RUNS` times each in a fresh Chromium: Lighthouse 12's mobile preset (simulated slow 4G,
 * 4x CPU, as `npm run bench`) for LCP, CLS and TBT, and the bytes the browser had received when the
 * test card's name was first on screen (`bytesBeforeVisible.ts`, under the same network and CPU
 * throttling). Prints the median of each figure and writes `bench-results/examples.json`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../demo/server';
import { hostApps, type ServerHostApp } from '../tests/examples/hostApps';
import { bytesBeforeVisible } from './examples/bytesBeforeVisible';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const cardName = 'Thyroid Profile Total (T3, T4, TSH)';
const apps = hostApps.filter((app): app is ServerHostApp => app.rendered === 'on-server');

interface Run {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalKb: number;
  bytesBeforeCardKb: number;
}

async function lighthouseRun(url: string): Promise<Omit<Run, 'bytesBeforeCardKb'>> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      totalKb: numeric('total-byte-weight') / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/** Starts the app's production server and resolves once its page answers. */
async function startApp(app: ServerHostApp): Promise<ChildProcess> {
  const [program = '', ...args] = app.start;
  const child = spawn(program, args, {
    cwd: app.folder,
    stdio: 'ignore',
    env: { ...process.env, ...app.env, PATH: `${join(app.folder, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` },
  });
  const url = `http://127.0.0.1:${app.port}/`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`${app.name} did not answer on ${url}: build it with npm run test:examples`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const dataDir = await mkdtemp(join(tmpdir(), 'lab-bench-examples-'));
const apiPort = Number(new URL(apps[0]?.env.LAB_API_BASE ?? apps[0]?.env.NUXT_LAB_API_BASE ?? 'http://x:0').port);
const api = await startServer({ port: apiPort, dataDir, corsOrigins: apps.map((app) => `http://127.0.0.1:${app.port}`) });
const results: Record<string, { median: Run; runs: Run[] }> = {};
try {
  for (const app of apps) {
    const server = await startApp(app);
    try {
      const url = `http://127.0.0.1:${app.port}/`;
      const runs: Run[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const page = await lighthouseRun(url);
        const bytes = await bytesBeforeVisible(url, cardName, chromePath, chromeFlags);
        runs.push({ ...page, bytesBeforeCardKb: bytes / 1024 });
        process.stdout.write('.');
      }
      const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
      results[app.name] = {
        median: { lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs'), totalKb: pick('totalKb'), bytesBeforeCardKb: pick('bytesBeforeCardKb') },
        runs,
      };
    } finally {
      server.kill();
    }
  }
} finally {
  process.stdout.write('\n');
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`Lighthouse 12 mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs per figure`);
console.log('| app | LCP | CLS | TBT | bytes before the card\'s name is visible | all bytes of the page |');
console.log('|---|---|---|---|---|---|');
for (const [name, { median: run }] of Object.entries(results)) {
  console.log(
    `| ${name} | ${(run.lcpMs / 1000).toFixed(1)} s | ${run.cls.toFixed(3)} | ${Math.round(run.tbtMs)} ms | ` +
      `${run.bytesBeforeCardKb.toFixed(1)} KB | ${run.totalKb.toFixed(1)} KB |`,
  );
}
await mkdir('bench-results', { recursive: true });
await writeFile(
  join('bench-results', 'examples.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs: RUNS, results }, null, 2)}\n`,
);
