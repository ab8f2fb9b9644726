/**
 * `npm run test:examples`: the package in the apps people build. Packs the package once (after
 * `npm run build`), then for each example host app under `examples/` in turn: installs its own
 * locked dependencies and the tarball, type-checks it and builds it in production mode with its
 * own tools; then runs the browser tests of every app that built, each on its own port: the
 * single-page apps served statically, the server-rendered ones by their own production servers
 * with the reference API beside them (tests/examples/). Ends with one summary line per app; fails
 * when any step or test failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { hostApps, type HostApp } from '../tests/examples/hostApps.ts';
import { resultsFile } from '../tests/examples/playwright.config.ts';
import { readBrowserResults, type BrowserResults } from './examples/browserResults.ts';
import { packTarball } from './packTarball.ts';

const root = resolve(import.meta.dirname, '..');
// From npm's cache without asking the registry whether it is fresh: only what is missing is fetched.
const npmFlags = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

interface StepOutcome {
  ok: boolean;
  seconds: number;
  /** Standard output and error, for the report. */
  output: string;
}

function run(command: readonly string[], cwd: string): StepOutcome {
  const started = performance.now();
  const [program = '', ...args] = command;
  const result = spawnSync(program, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      PATH: `${join(cwd, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
      NG_CLI_ANALYTICS: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
      NUXT_TELEMETRY_DISABLED: '1',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  // Colours would only garble the report (tsc colours even into a pipe).
  const output = stripVTControlCharacters(`${result.stdout}${result.stderr}${result.error?.message ?? ''}`);
  return { ok: result.status === 0, seconds: (performance.now() - started) / 1000, output };
}

function packBuiltTarball(folder: string): string {
  if (!existsSync(join(root, 'dist/lab-storefront.js'))) {
    console.log('dist/ is missing: npm run build');
    const build = run(['npm', 'run', 'build'], root);
    if (!build.ok) throw new Error(`npm run build failed:\n${build.output}`);
  }
  return packTarball(folder).path;
}

/**
 * The app's committed lock file, then the tarball without recording it (the lock and
 * package.json stay as committed, with no path of this machine in them).
 */
function install(app: HostApp, tarball: string): StepOutcome {
  let locked = run(['npm', 'ci', ...npmFlags], app.folder);
  if (!locked.ok && /in sync|Missing:/.test(locked.output)) {
    // A lock written on one platform can lack another's optional binaries and make `npm ci`
    // refuse it (STACK-NOTES, Host apps); `npm install` installs the same locked versions.
    console.log(`${app.name}: npm ci refused the lock file, installing it with npm install --no-save`);
    locked = run(['npm', 'install', '--no-save', ...npmFlags], app.folder);
  }
  if (!locked.ok) return locked;
  const withTarball = run(['npm', 'install', '--no-save', ...npmFlags, tarball], app.folder);
  return { ...withTarball, seconds: locked.seconds + withTarball.seconds };
}

type StepName = 'install' | 'types' | 'build';

interface AppReport {
  app: HostApp;
  steps: Partial<Record<StepName, StepOutcome>>;
}

function prepare(app: HostApp, tarball: string): AppReport {
  const report: AppReport = { app, steps: {} };
  const step = (name: StepName, outcome: () => StepOutcome) => {
    const result = outcome();
    report.steps[name] = result;
    console.log(`${app.name}: ${name} ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
    if (!result.ok) console.log(indent(lastLines(result.output, 40)));
    return result.ok;
  };
  if (!step('install', () => install(app, tarball))) return report;
  const { typeCheck } = app;
  if (typeCheck) step('types', () => run(typeCheck, app.folder));
  step('build', () => run(app.build, app.folder));
  return report;
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

function runBrowserTests(apps: readonly HostApp[]): number {
  if (apps.length === 0) return 0;
  const started = performance.now();
  const projects = apps.map((app) => `--project=${app.name}`);
  spawnSync('npx', ['playwright', 'test', '-c', 'tests/examples/playwright.config.ts', ...projects], {
    cwd: root,
    stdio: 'inherit',
    // Only the built apps' servers are started (tests/examples/hostApps.ts, appsUnderTest).
    env: { ...process.env, EXAMPLES_APPS: apps.map((app) => app.name).join(',') },
  });
  return (performance.now() - started) / 1000;
}

function summaryLine(report: AppReport, browser: Map<string, BrowserResults>): string {
  const { install: installed, types, build } = report.steps;
  const stepText = (name: StepName, outcome: StepOutcome | undefined) =>
    outcome ? `${name} ${outcome.ok ? 'ok' : 'FAILED'} ${outcome.seconds.toFixed(1)} s` : `${name} not run`;
  const results = browser.get(report.app.name);
  const notRun = report.steps.build?.ok ? 'browser tests did not run (see Playwright above)' : 'browser not run';
  const tests = results
    ? `browser ${results.passed} passed, ${results.failed.length} failed in ${results.seconds.toFixed(1)} s`
    : notRun;
  const parts = [stepText('install', installed), report.app.typeCheck ? stepText('types', types) : '', stepText('build', build), tests];
  return `${report.app.name.padEnd(8)} ${parts.filter(Boolean).join(' · ')}`;
}

const packFolder = mkdtempSync(join(tmpdir(), 'lab-examples-'));
try {
  const tarball = packBuiltTarball(packFolder);
  console.log(`packed ${tarball}`);
  const reports = hostApps.map((app) => prepare(app, tarball));
  const built = reports.filter((report) => report.steps.build?.ok).map((report) => report.app);
  rmSync(resultsFile, { force: true });
  const browserSeconds = runBrowserTests(built);
  const browser = readBrowserResults(resultsFile);

  console.log('\n== example host apps');
  for (const report of reports) {
    for (const [name, outcome] of Object.entries(report.steps)) {
      if (!outcome.ok) for (const line of errorLines(outcome.output)) console.log(`  ✗ ${report.app.name} ${name}: ${line}`);
    }
    for (const failure of browser.get(report.app.name)?.failed ?? []) console.log(`  ✗ ${report.app.name}: ${failure}`);
  }
  console.log(`browser tests of ${built.length} apps: ${browserSeconds.toFixed(1)} s`);
  for (const report of reports) console.log(summaryLine(report, browser));
  const allPassed = reports.every(
    (report) =>
      Object.values(report.steps).every((outcome) => outcome.ok) &&
      browser.get(report.app.name)?.failed.length === 0,
  );
  if (!allPassed) process.exitCode = 1;
} catch (error) {
  console.error(`The example apps could not be tested: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(packFolder, { recursive: true, force: true });
}
