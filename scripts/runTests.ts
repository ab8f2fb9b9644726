/**
 * `npm test`: the package's whole gate, with both cores of a CI machine at work. Most steps use
 * one core (the type check, lint, the build, the unit and API runs), so they run in five lanes
 * side by side:
 *
 * - the browser lane: the build, then the browser tests (two workers), which soak up whatever the
 *   other lanes leave of the two cores;
 * - after the build: server rendering, the packed package and the size budgets;
 * - the unit tests;
 * - the API tests (once the database template is made);
 * - type check and lint, at a lower priority (`idle`).
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
 * its share meanwhile. The steps after the build no longer wait for lint.
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
import { setPriority } from 'node:os';
import { prefixOutput } from '../build/prefixedOutput.ts';
import { migratedPgliteFolder } from '../demo/api/db/migrated-pglite-folder.ts';

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

/**
 * `npm run <script>`, its output line by line under its name; true when it exited with 0. An
 * `idle` script and every process it starts run at a lower priority.
 */
function npmRun(script: string, { idle = false } = {}): Promise<boolean> {
  return timed(script, async () => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Set before npm starts the script, so every process under it inherits the priority.
    if (idle && child.pid !== undefined) setPriority(child.pid, idlePriority);
    prefixOutput(child, script);
    return new Promise<boolean>((done) => {
      child.on('error', () => done(false));
      child.on('close', (code) => done(code === 0));
    });
  });
}

/** The scripts one after the other, up to the first that fails; true when all passed. */
async function inTurn(scripts: readonly string[], options: { idle?: boolean } = {}): Promise<boolean> {
  for (const script of scripts) if (!(await npmRun(script, options))) return false;
  return true;
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

if (await npmRun('check:chromium')) {
  // Steps that start the reference API wait for the template; the build and the checks do not.
  const template = process.env.DATABASE_URL ? Promise.resolve(true) : timed('pglite template', makePgliteTemplate);
  const built = npmRun('build');
  const browserLane = built.then(async (ok) => ok && (await template) && npmRun('test:e2e'));
  const afterBuildLane = built.then(async (ok) => ok && (await template) && inTurn(['test:server', 'test:package', 'size']));
  const unitLane = npmRun('test:unit');
  const apiLane = template.then(async (ok) => ok && npmRun('test:api'));
  const lintLane = inTurn(['typecheck', 'lint'], { idle: true });
  await Promise.all([browserLane, afterBuildLane, unitLane, apiLane, lintLane]);
  if (process.env.LAB_PGLITE_TEMPLATE) await rm(process.env.LAB_PGLITE_TEMPLATE, { recursive: true, force: true });
}

const everyStepPassed = stepTimes.every((step) => step.outcome === 'passed');
console.log('\n== npm test: each step (five lanes side by side)');
for (const step of stepTimes) console.log(`${step.name.padEnd(16)} ${step.outcome.padEnd(7)} ${step.seconds.toFixed(1).padStart(6)} s`);
console.log(`${'all'.padEnd(16)} ${everyStepPassed ? 'passed' : 'FAILED'}  ${((performance.now() - runStarted) / 1000).toFixed(1).padStart(6)} s`);
if (!everyStepPassed) process.exitCode = 1;
