/**
 * `npm run bench:examples`: pages whose test card is rendered on the server, as a visitor on a
 * mid-range phone on slow 4G meets them: the server-rendered example apps (Next.js, Nuxt, Astro),
 * and the demo's partner article `/article.html`, rendered on the server against the same page
 * rendered in the browser (`?render=client`). Run after `npm run test:hosts`, which builds
 * `dist/` and installs and builds the apps. Starts the demo server (the reference API, which also
 * serves the article) and each app's production server on loopback, then per page, `RUNS` times
 * each in a fresh Chromium: Lighthouse 12's mobile preset (simulated slow 4G, 4x CPU, as
 * `npm run bench`) for LCP, CLS and TBT, and the bytes the browser had received when the test
 * card's name was first on screen (`bytesBeforeVisible.ts`, under the same network and CPU
 * throttling). Prints the median of each figure as a Markdown table and writes
 * `bench-results/examples.json`. Keep other jobs off the CPU while it runs. Not part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createMemorySender } from '../demo/api/otp/otp-senders';
import { startServer } from '../demo/server';
import { apiPort, hostApps, type ServerHostApp } from '../examples/hostApps.ts';
import { bytesBeforeVisible } from './examples/bytesBeforeVisible';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The card every measured page shows (the examples' and the article's). */
const cardName = 'Thyroid Profile Total (T3, T4, TSH)';
const apps = hostApps.filter((app): app is ServerHostApp => app.rendered === 'on-server');

interface Run {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalKb: number;
  bytesBeforeCardKb: number;
}

/** A page to measure; `app` when its own production server must run while it is measured. */
interface BenchPage {
  name: string;
  url: string;
  app?: ServerHostApp;
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
    env: {
      ...process.env,
      ...app.env,
      PATH: `${join(app.folder, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  const url = `http://127.0.0.1:${app.port}/`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`${app.name} did not answer on ${url}: install and build it with npm run test:hosts`);
}

async function measure(url: string): Promise<Run[]> {
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const page = await lighthouseRun(url);
    const bytes = await bytesBeforeVisible(url, cardName, chromePath, chromeFlags);
    runs.push({ ...page, bytesBeforeCardKb: bytes / 1024 });
    process.stdout.write('.');
  }
  return runs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function medianRun(runs: Run[]): Run {
  const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
  return { lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs'), totalKb: pick('totalKb'), bytesBeforeCardKb: pick('bytesBeforeCardKb') };
}

// The reference API on the port the apps' servers read (examples/hostApps.ts), allowing
// their origins; it also serves the demo's article and `dist/`.
const dataDir = await mkdtemp(join(tmpdir(), 'lab-bench-examples-'));
const api = await startServer({
  port: apiPort,
  dataDir,
  otpSender: createMemorySender(),
  corsOrigins: apps.map((app) => `http://127.0.0.1:${app.port}`),
});
const pages: BenchPage[] = [
  ...apps.map((app) => ({ name: app.name, url: `http://127.0.0.1:${app.port}/`, app })),
  { name: '/article.html (card rendered on the server)', url: `${api.url}/article.html` },
  { name: '/article.html?render=client (card rendered in the browser)', url: `${api.url}/article.html?render=client` },
];
const results: Record<string, { median: Run; runs: Run[] }> = {};
try {
  for (const page of pages) {
    process.stdout.write(`${page.name} `);
    const server = page.app ? await startApp(page.app) : undefined;
    try {
      const runs = await measure(page.url);
      results[page.name] = { median: medianRun(runs), runs };
    } finally {
      server?.kill();
      process.stdout.write('\n');
    }
  }
} finally {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse 12 mobile (simulated slow 4G, 4x CPU), median of ${RUNS} runs per figure`);
console.log("| page | LCP | CLS | TBT | bytes before the card's name is visible | all bytes of the page |");
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
