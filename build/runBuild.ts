/**
 * `npm run build`: every step of the build, each started as soon as the steps whose output it reads
 * are done, so that steps that do not need each other run side by side.
 *
 * In `npm test` the build starts the longest lane (the browser tests wait for it) while three other
 * lanes share the two cores. One step after another, it had one process's share of them: 78 s on
 * a slow host for about 34 s of CPU. Side by side, it holds a share per step running, and what
 * waits on what is its longest chain (bundle, integrity, docs site, compressed copies: 25 of the
 * 34 CPU-s).
 *
 * A step's warning fails the build (buildWarnings.ts): the build prints none.
 */
import { spawn } from 'node:child_process';
import { isBuildWarning } from './buildWarnings';
import { prefixOutput } from './prefixedOutput';

interface Step {
  command: string[];
  /** The steps whose output it reads, or whose folder it writes into. */
  after: string[];
}

/**
 * Vite loads its configs through its module runner: its default bundles them and warns that they
 * import TypeScript without extensions, which Node's own loader (Vite's next default) would refuse.
 */
const viteConfigLoader = ['--configLoader', 'runner'];

const steps: Record<string, Step> = {
  // Empties dist/ first: the bundler and server builds write into folders of it.
  bundle: { command: ['vite', 'build', ...viteConfigLoader], after: [] },
  'bundler bundle': { command: ['vite', 'build', '--mode', 'bundler', ...viteConfigLoader], after: ['bundle'] },
  'server renderer': { command: ['vite', 'build', '-c', 'vite.server.config.ts', ...viteConfigLoader], after: ['bundle'] },
  declarations: { command: ['node', 'node_modules/typescript-native/bin/tsc', '-p', 'tsconfig.build.json'], after: [] },
  'declaration extensions': { command: ['tsx', 'build/addDeclarationExtensions.ts'], after: ['declarations'] },
  integrity: { command: ['tsx', 'build/writeIntegrity.ts'], after: ['bundle'] },
  // The site reads the bundle's manifest and integrity hashes (docs/.vitepress).
  'docs site': { command: ['npm', 'run', 'build:docs'], after: ['integrity'] },
  // Walks dist/ and dist-docs/ whole: last.
  'compressed copies': { command: ['npm', 'run', 'build:precompress'], after: ['bundler bundle', 'server renderer', 'docs site'] },
};

const warnings: string[] = [];

function run(name: string, { command: [program = '', ...args] }: Step): Promise<void> {
  // `npm run build` puts node_modules/.bin on the PATH the steps inherit.
  const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  prefixOutput(child, name, (line) => {
    if (isBuildWarning(line)) warnings.push(`[${name}] ${line}`);
  });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${name} (${[program, ...args].join(' ')}) exited with ${String(code)}`))));
  });
}

const started = new Map<string, Promise<void>>();

function finished(name: string): Promise<void> {
  let running = started.get(name);
  if (!running) {
    const step = steps[name];
    if (!step) throw new Error(`The build has no step "${name}"`);
    running = Promise.all(step.after.map(finished)).then(() => run(name, step));
    started.set(name, running);
  }
  return running;
}

try {
  await Promise.all(Object.keys(steps).map(finished));
  if (warnings.length > 0) {
    throw new Error(`${warnings.length} warning lines; the build prints none:\n${warnings.join('\n')}`);
  }
} catch (error) {
  console.error(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
  // Steps already running finish on their own; the exit code tells npm the build failed.
  process.exitCode = 1;
}
