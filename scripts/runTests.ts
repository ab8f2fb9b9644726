/**
 * `npm test`: the package's whole gate, with both cores of a CI machine at work. Most steps use
 * one core (the type check, lint, the build, the unit and API runs), so they run in five lanes
 * side by side:
 *
 * - the browser lane: the build, then the browser tests (three workers), which soak up whatever the
 *   other lanes leave of the two cores;
 * - after the build: server rendering, the packed package and the size budgets;
 * - the unit tests;
 * - the API tests (once the database template is made);
 * - type check and lint, side by side at a lower priority (`idle`).
 *
 * Measured on a fresh clone of this two-core machine: 392 s in two lanes (type check, lint, unit
 * and API tests in one, 391 s of it; the build and browser tests 350 s), so the Node steps were
 * split in two. With unit then API tests in one lane, that lane ended alone, on one core, 37 s
 * after the others (409 s on a slow host); with the API tests in a lane of their own, the
 * browser lane ends last and uses both cores to the end (387 s on the same slow host). The browser
 * tests with four workers took 479 s to a failure: the unit tests' time-outs did not hold on
 * cores that busy.
 *
 * Then the browser lane was the critical path (447 s on a slow host: build 78 s, browser tests
 * 366 s) with a third of the two cores idle: two browser workers wait on their pages, and once the
 * Node lanes end they are alone. Lint is the one long step with no time-out and nothing after it,
 * so it yields: it takes the cores when the lanes with time-outs wait, and the rest of the run has
 * its share meanwhile. The steps after the build no longer wait for lint. What lint has left when
 * the other lanes end, it does alone on one core (30-40 s of a 310-340 s run): it starts beside the
 * type check rather than after it, and its process keeps more young objects between collections
 * (`--max-semi-space-size=64`: 65 CPU-s against 69, 2-4 s sooner, alone on a quiet machine).
 *
 * The example host apps (installs, builds and their browser tests: about five minutes) are a step
 * of their own, `npm run test:hosts`, which CI runs after this one.
 *
 * A failed step stops its lane and what depends on it; the rest still runs, so one run reports
 * every failure. Each line of a step's output comes prefixed with the step's name; the run ends
 * with each step's time and fails when any step failed.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { prefixOutput } from '../build/prefixedOutput.ts';
import { freeLoopbackPort, postgresPrograms } from '../demo/api/db/local-postgres.ts';
import { migratedPgliteFolder } from '../demo/api/db/migrated-pglite-folder.ts';
import { skippedTestFiles, type SkippedFile } from './skippedTestFiles.ts';

interface StepTime {
  name: string;
  outcome: 'passed' | 'FAILED';
  seconds: number;
}

const stepTimes: StepTime[] = [];
const runStarted = performance.now();

async function timed(name: string, work: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  const ok = await work();
  const seconds = (performance.now() - started) / 1000;
  stepTimes.push({ name, outcome: ok ? 'passed' : 'FAILED', seconds });
  console.log(`== ${name} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

/**
 * How far below the other steps an `idle` step runs (nice 10): beside a busy step of normal
 * priority it gets about a tenth of a core, and all of what the others leave.
 */
const idlePriority = 10;

interface StepOptions {
  env?: NodeJS.ProcessEnv;
  idle?: boolean;
}

/**
 * A command as the step `name`, its output line by line under that name; true when it exited with
 * 0. An `idle` step and every process it starts run at a lower priority.
 */
function runStep(name: string, command: string, args: readonly string[], { env = {}, idle = false }: StepOptions = {}): Promise<boolean> {
  return timed(name, async () => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    // Set before the command starts others, so every process under it inherits the priority.
    if (idle && child.pid !== undefined) setPriority(child.pid, idlePriority);
    prefixOutput(child, name);
    return new Promise<boolean>((done) => {
      child.on('error', () => done(false));
      child.on('close', (code) => done(code === 0));
    });
  });
}

/** `npm run <script>`, with `args` after `--`. */
const npmRun = (script: string, args: readonly string[] = [], options: StepOptions = {}) =>
  runStep(script, 'npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], options);

/** The scripts one after the other, up to the first that fails; true when all passed. */
async function inTurn(scripts: readonly string[]): Promise<boolean> {
  for (const script of scripts) if (!(await npmRun(script))) return false;
  return true;
}

/** The scripts all at once; true when all passed. */
async function sideBySide(scripts: readonly string[], options: StepOptions = {}): Promise<boolean> {
  const passed = await Promise.all(scripts.map((script) => npmRun(script, [], options)));
  return passed.every(Boolean);
}

// The API fuzzer sends 2,000 requests per route by default; CI's PostgreSQL run (.ci/run) sends
// them all. The gate shares 6,000 between the routes, the first of each one's seeded sequence: 500
// a route when there were 12 (at 2,000 the fuzzer alone took 148 s of the Node lane), about 210
// now that the booking calls make 28, and a route added later costs the gate no time.
process.env.FUZZ_REQUEST_BUDGET ??= '6000';

/**
 * The reference API's PGlite folder, migrated and seeded once for the API, server and browser
 * tests (about 10 s of CPU each time), made while the first steps run; each server copies it
 * (`LAB_PGLITE_TEMPLATE`). Made here, not by each step, so the three runs pay for one.
 */
async function makePgliteTemplate(): Promise<boolean> {
  try {
    process.env.LAB_PGLITE_TEMPLATE = await migratedPgliteFolder();
    return true;
  } catch (error) {
    console.error(`The reference API's database could not be prepared: ${String(error)}`);
    return false;
  }
}

const root = resolve(import.meta.dirname, '..');
/**
 * The API files run as two shards side by side: most of their time is waiting (servers starting
 * and stopping, time-outs, locks), not CPU, and one after the other they made the longest lane
 * (368 s of a 422 s gate, with the cores 30% idle). Each shard is one process with its files in turn.
 */
const apiShards = ['1/2', '2/2'] as const;
const apiReportOf = (shard: string) => join(tmpdir(), `lab-api-report-${process.pid}-${shard.replace('/', '-of-')}.json`);
/** The API files that skipped themselves (they need PostgreSQL, or PGlite), and whether they then ran. */
const skippedApi: { files: SkippedFile[]; ranOnPostgres: boolean } = { files: [], ranOnPostgres: false };

/**
 * The API's files that need PostgreSQL skip themselves without `DATABASE_URL`: where this machine
 * has Debian's PostgreSQL, they run again on a throw-away cluster of their own
 * (demo/api/ci-postgres.sh, on a free port so that two runs on one machine do not meet).
 */
async function skippedApiFilesOnPostgres(): Promise<boolean> {
  const reports = await Promise.all(apiShards.map((shard) => skippedTestFiles(apiReportOf(shard), root).catch(() => [])));
  skippedApi.files = reports.flat();
  if (skippedApi.files.length === 0 || process.env.DATABASE_URL || !(await postgresPrograms())) return true;
  skippedApi.ranOnPostgres = true;
  const files = skippedApi.files.map((each) => each.file);
  return runStep('test:api (PostgreSQL)', 'demo/api/ci-postgres.sh', ['npx', 'vitest', 'run', '--project', 'api', ...files], {
    env: { PG_TEST_PORT: String(await freeLoopbackPort()) },
  });
}

if (await npmRun('check:chromium')) {
  // Steps that start the reference API wait for the template; the build and the checks do not.
  const template = process.env.DATABASE_URL ? Promise.resolve(true) : timed('pglite template', makePgliteTemplate);
  const built = npmRun('build');
  const browserLane = built.then(async (ok) => ok && (await template) && npmRun('test:e2e'));
  const afterBuildLane = built.then(async (ok) => ok && (await template) && inTurn(['test:server', 'test:package', 'size']));
  const unitLane = npmRun('test:unit');
  const apiLane = template.then(async (ok) => {
    if (!ok) return false;
    const shards = await Promise.all(
      apiShards.map((shard) =>
        runStep(`test:api ${shard}`, 'npm', ['run', 'test:api', '--', `--shard=${shard}`, '--reporter=default', '--reporter=json', `--outputFile.json=${apiReportOf(shard)}`]),
      ),
    );
    return (await skippedApiFilesOnPostgres()) && shards.every(Boolean);
  });
  // Side by side: lint, the longest of the two and the last step of most runs, starts at once.
  const lintLane = sideBySide(['typecheck', 'lint'], { idle: true });
  await Promise.all([browserLane, afterBuildLane, unitLane, apiLane, lintLane]);
  if (process.env.LAB_PGLITE_TEMPLATE) await rm(process.env.LAB_PGLITE_TEMPLATE, { recursive: true, force: true });
  await Promise.all(apiShards.map((shard) => rm(apiReportOf(shard), { force: true })));
}

const everyStepPassed = stepTimes.every((step) => step.outcome === 'passed');
console.log('\n== npm test: each step (five lanes side by side)');
for (const step of stepTimes) console.log(`${step.name.padEnd(16)} ${step.outcome.padEnd(7)} ${step.seconds.toFixed(1).padStart(6)} s`);
console.log(`${'all'.padEnd(16)} ${everyStepPassed ? 'passed' : 'FAILED'}  ${((performance.now() - runStarted) / 1000).toFixed(1).padStart(6)} s`);
if (skippedApi.files.length > 0) {
  const why = process.env.DATABASE_URL ? 'DATABASE_URL is set, they need PGlite' : 'no DATABASE_URL, they need PostgreSQL';
  const then = skippedApi.ranOnPostgres
    ? 'run again on a local PostgreSQL, in test:api (PostgreSQL) above'
    : process.env.DATABASE_URL
      ? 'not run'
      : 'not run: no PostgreSQL under /usr/lib/postgresql (`apt-get install -y postgresql` has them run)';
  console.log(`\n== skipped by test:api (${why}); ${then}:`);
  for (const { file, what } of skippedApi.files) console.log(`  ${file}: ${what}`);
}
if (!everyStepPassed) process.exitCode = 1;
