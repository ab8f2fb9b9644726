/**
 * The package in the apps people build (`npm run test:hosts`, which CI runs after `npm test`). Packs the
 * package once (after `npm run build`), then for each example host app under `examples/`, two apps
 * at a time: installs its own locked dependencies and the tarball, type-checks it and builds it in
 * production mode with its own tools (a single-page app in development mode too); then runs the browser tests of every app that built, each on its own port: the
 * single-page apps served statically, the server-rendered ones by their own production servers
 * with the reference API beside them (tests/examples/). Ends with one summary line per app; fails
 * when any step or test failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { hostApps, type HostApp } from '../../examples/hostApps.ts';
import { referenceApi, resultsFile } from '../../examples/referenceApi.ts';
import { readBrowserResults, type BrowserResults } from './browserResults.ts';
import { packTarball } from '../packTarball.ts';

const root = resolve(import.meta.dirname, '../..');
// From npm's cache without asking the registry whether it is fresh: only what is missing is fetched.
const npmFlags = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

interface StepOutcome {
  ok: boolean;
  seconds: number;
  /** Standard output and error, for the report. */
  output: string;
}

/**
 * Apps prepared at once (`EXAMPLES_JOBS`, 2 by default): one app's install waits on the network
 * and the disk while the other's build has the CPU.
 */
const jobs = Math.max(1, Number(process.env.EXAMPLES_JOBS ?? 2));

function run(command: readonly string[], cwd: string): Promise<StepOutcome> {
  const started = performance.now();
  const [program = '', ...args] = command;
  return new Promise((done) => {
    let output = '';
    const child = spawn(program, args, {
      cwd,
      env: {
        ...process.env,
        PATH: `${join(cwd, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
        NG_CLI_ANALYTICS: 'false',
        NEXT_TELEMETRY_DISABLED: '1',
        NUXT_TELEMETRY_DISABLED: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const end = (ok: boolean, error = '') =>
      done({
        ok,
        seconds: (performance.now() - started) / 1000,
        // Colours would only garble the report (tsc colours even into a pipe).
        output: stripVTControlCharacters(output + error),
      });
    child.on('error', (error) => end(false, error.message));
    child.on('close', (code) => end(code === 0));
  });
}

async function packBuiltTarball(folder: string): Promise<string> {
  if (!existsSync(join(root, 'dist/lab-storefront.js'))) {
    console.log('dist/ is missing: npm run build');
    const build = await run(['npm', 'run', 'build'], root);
    if (!build.ok) throw new Error(`npm run build failed:\n${build.output}`);
  }
  return packTarball(folder).path;
}

/**
 * The app's committed lock and the tarball, in one `npm install --no-save`: npm installs the
 * lock's versions (the tree `npm ci` would install) with the package and the peer dependencies it
 * brings (React, in the apps without it), and writes neither package.json nor the lock, so
 * neither ever holds a path of this machine. One install instead of `npm ci` and a second install
 * of the tarball, which walked the whole tree again. It also installs a lock that lacks another
 * platform's optional binaries, which `npm ci` refuses ("not in sync", `Missing: …`): the
 * registry mirror these locks were written against has no other platforms' builds of Angular's
 * esbuild, so the locks leave them out.
 */
function install(app: HostApp, tarball: string): Promise<StepOutcome> {
  return run(['npm', 'install', '--no-save', ...npmFlags, tarball], app.folder);
}

type StepName = 'install' | 'types' | 'build' | 'development build';

interface AppReport {
  app: HostApp;
  steps: Partial<Record<StepName, StepOutcome>>;
}

async function prepare(app: HostApp, tarball: string): Promise<AppReport> {
  const report: AppReport = { app, steps: {} };
  const step = async (name: StepName, outcome: Promise<StepOutcome>) => {
    const result = await outcome;
    report.steps[name] = result;
    // Two apps are prepared at once: a failure's output goes out in one piece, under its app.
    const details = result.ok ? '' : `\n${indent(lastLines(result.output, 40))}`;
    console.log(`${app.name}: ${name} ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s${details}`);
    return result.ok;
  };
  if (!(await step('install', install(app, tarball)))) return report;
  const { typeCheck } = app;
  if (typeCheck) await step('types', run(typeCheck, app.folder));
  const built = await step('build', run(app.build, app.folder));
  // After the production build: Vite's empties its own folder only, Angular's its own.
  if (built && app.rendered === 'in-browser') await step('development build', run(app.developmentBuild, app.folder));
  return report;
}

/** `work` on each item, at most `limit` at a time; the results in the items' order. */
async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The reference API that the server-rendered apps read, started while the apps install and build:
 * its fresh database is migrated and seeded first (about 50 s on a busy two-core machine), which
 * Playwright, starting its web servers one after the other, would otherwise wait for before the
 * first test. Its own process group, so that stopping it stops the server under `npx`.
 */
function startReferenceApi(): ChildProcess {
  const [program = '', ...args] = referenceApi.command.split(' ');
  return spawn(program, args, { cwd: root, env: { ...process.env, ...referenceApi.env }, stdio: 'ignore', detached: true });
}

/** Resolves once the API answers; false if it did not within two minutes or its process ended. */
async function answers(api: ChildProcess): Promise<boolean> {
  for (let waited = 0; waited < 120_000 && api.exitCode === null; waited += 500) {
    if (await fetch(referenceApi.url).then((response) => response.ok, () => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The error lines of a failed step's output (tsc, vue-tsc, svelte-check, Angular's builder, npm). */
function errorLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /\berror\b|^Error:|\[ERROR\]/i.test(line))
    .map((line) => line.trim())
    .slice(0, 8);
}

function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

function indent(text: string): string {
  return text.replace(/^/gm, '    ');
}

async function runBrowserTests(apps: readonly HostApp[], apiStarted: boolean): Promise<number> {
  if (apps.length === 0) return 0;
  const started = performance.now();
  const projects = apps.map((app) => `--project=${app.name}`);
  const playwright = spawn('npx', ['playwright', 'test', '-c', 'tests/examples/playwright.config.ts', ...projects], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Only the built apps' servers are started (examples/hostApps.ts, appsUnderTest).
      EXAMPLES_APPS: apps.map((app) => app.name).join(','),
      // Else Playwright starts the reference API itself.
      EXAMPLES_API_STARTED: apiStarted ? '1' : '0',
    },
  });
  // Its outcome is read from its JSON report, per app.
  await new Promise((settled) => playwright.on('close', settled).on('error', settled));
  return (performance.now() - started) / 1000;
}

function summaryLine(report: AppReport, browser: Map<string, BrowserResults>): string {
  const { install: installed, types, build, 'development build': developmentBuild } = report.steps;
  const stepText = (name: StepName, outcome: StepOutcome | undefined) =>
    outcome ? `${name} ${outcome.ok ? 'ok' : 'FAILED'} ${outcome.seconds.toFixed(1)} s` : `${name} not run`;
  const results = browser.get(report.app.name);
  const notRun = report.steps.build?.ok ? 'browser tests did not run (see Playwright above)' : 'browser not run';
  const tests = results
    ? `browser ${results.passed} passed, ${results.failed.length} failed in ${results.seconds.toFixed(1)} s`
    : notRun;
  const parts = [
    stepText('install', installed),
    report.app.typeCheck ? stepText('types', types) : '',
    stepText('build', build),
    report.app.rendered === 'in-browser' ? stepText('development build', developmentBuild) : '',
    tests,
  ];
  return `${report.app.name.padEnd(8)} ${parts.filter(Boolean).join(' · ')}`;
}

/** Tests every example app; resolves true when every step and every browser test passed. */
export async function testExampleApps(): Promise<boolean> {
  const packFolder = mkdtempSync(join(tmpdir(), 'lab-examples-'));
  let api: ChildProcess | undefined;
  try {
    const tarball = await packBuiltTarball(packFolder);
    console.log(`packed ${tarball}`);
    api = startReferenceApi();
    const prepareStarted = performance.now();
    const reports = await inTurns(hostApps, jobs, (app) => prepare(app, tarball));
    const prepareSeconds = (performance.now() - prepareStarted) / 1000;
    const built = reports.filter((report) => report.steps.build?.ok).map((report) => report.app);
    rmSync(resultsFile, { force: true });
    const browserSeconds = await runBrowserTests(built, await answers(api));
    const browser = readBrowserResults(resultsFile);

    console.log('\n== example host apps');
    for (const report of reports) {
      for (const [name, outcome] of Object.entries(report.steps)) {
        if (!outcome.ok) for (const line of errorLines(outcome.output)) console.log(`  ✗ ${report.app.name} ${name}: ${line}`);
      }
      for (const failure of browser.get(report.app.name)?.failed ?? []) console.log(`  ✗ ${report.app.name}: ${failure}`);
    }
    console.log(`installs and builds, ${jobs} apps at a time: ${prepareSeconds.toFixed(1)} s`);
    console.log(`browser tests of ${built.length} apps: ${browserSeconds.toFixed(1)} s`);
    for (const report of reports) console.log(summaryLine(report, browser));
    const allPassed = reports.every(
      (report) =>
        Object.values(report.steps).every((outcome) => outcome.ok) &&
        browser.get(report.app.name)?.failed.length === 0,
    );
    return allPassed;
  } catch (error) {
    console.error(`The example apps could not be tested: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    if (api?.pid !== undefined && api.exitCode === null) process.kill(-api.pid, 'SIGTERM');
    rmSync(packFolder, { recursive: true, force: true });
  }
}
