import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../demo/server';
import { kilobytes, measureEntry } from './bundleSizes';

/**
 * `npm run bench`: the bundle's gzip sizes per entry (with everything it imports before any lazy
 * screen), then page timings in Debian's Chromium against the demo server on loopback: first
 * contentful paint, largest contentful paint, layout shift and JavaScript transferred. Each page
 * is loaded `RUNS` times in a fresh context (cold cache); the median is shown.
 */
const RUNS = 5;
const entries = [
  'lab-storefront.js',
  'widgets/lab-header.js',
  'widgets/lab-cart-badge.js',
  'widgets/lab-search-box.js',
  'widgets/lab-pincode-checker.js',
  'widgets/lab-login-panel.js',
];
const pages = ['/', '/#/checkups', '/#/product?id=thyroid-profile-total', '/clinic.html', '/marketing.html'];

console.log('Bundle (gzip, entry + static imports)');
for (const entry of entries) {
  const size = await measureEntry('dist', entry);
  console.log(`  ${entry.padEnd(34)} ${kilobytes(size.gzipBytes).padStart(6)} KB  (${size.files} files)`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'lab-bench-'));
const server = await startServer({ port: 0, dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface Timing {
  fcp: number;
  lcp: number;
  cls: number;
  jsKb: number;
}

async function loadOnce(path: string): Promise<Timing> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const metrics = { lcp: 0, cls: 0 };
    (window as unknown as { __metrics: typeof metrics }).__metrics = metrics;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) metrics.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const timing = await page.evaluate(() => {
    const { lcp, cls } = (window as unknown as { __metrics: { lcp: number; cls: number } }).__metrics;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const js = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0);
    return { fcp, lcp, cls, jsKb: js / 1024 };
  });
  await context.close();
  return timing;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(`\nPages (median of ${RUNS} cold loads, 1366x900, loopback, gzip transfer)`);
console.log('  page                                        FCP ms  LCP ms     CLS   JS KB');
try {
  for (const path of pages) {
    const runs: Timing[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(path));
    const pick = (key: keyof Timing) => median(runs.map((timing) => timing[key]));
    console.log(
      `  ${path.padEnd(42)}${pick('fcp').toFixed(0).padStart(7)}${pick('lcp').toFixed(0).padStart(8)}` +
        `${pick('cls').toFixed(3).padStart(8)}${pick('jsKb').toFixed(0).padStart(8)}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
