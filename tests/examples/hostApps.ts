import { join, resolve } from 'node:path';

/**
 * The example host apps under `examples/`: where each lives, how its own tools check and build
 * it, where its production build lands and which loopback port serves it to the browser tests.
 * The harness (`scripts/testExamples.ts`), the static server and the Playwright config all read
 * this one list.
 */
export interface HostApp {
  /** The folder under `examples/`, also the Playwright project's name. */
  readonly name: 'react' | 'vue' | 'svelte' | 'angular';
  readonly folder: string;
  /**
   * The type check that the starter's own scripts run (React's and Vue's `build` run it before
   * bundling, Svelte's `check` script), run on its own so that a type error is reported as such
   * and the browser tests still run on the bundle. Angular's builder type-checks as it builds.
   */
  readonly typeCheck?: readonly string[];
  /** The production build, by the framework's own tool. */
  readonly build: readonly string[];
  /** The built site's root folder. */
  readonly output: string;
  readonly port: number;
}

export const examplesFolder = resolve(import.meta.dirname, '../../examples');

/** The apps are served on this port and the next three (`EXAMPLES_PORT`, as `E2E_PORT` for the e2e server). */
const firstPort = Number(process.env.EXAMPLES_PORT ?? 4394);

function hostApp(app: Omit<HostApp, 'folder' | 'output'> & { output: string }): HostApp {
  const folder = join(examplesFolder, app.name);
  return { ...app, folder, output: join(folder, app.output) };
}

export const hostApps: readonly HostApp[] = [
  hostApp({ name: 'react', typeCheck: ['tsc', '-b'], build: ['vite', 'build'], output: 'dist', port: firstPort + 0 }),
  hostApp({ name: 'vue', typeCheck: ['vue-tsc', '-b'], build: ['vite', 'build'], output: 'dist', port: firstPort + 1 }),
  hostApp({
    name: 'svelte',
    // The starter's `check` script, with one line per problem (file and position included).
    typeCheck: ['svelte-check', '--tsconfig', './tsconfig.app.json', '--output', 'machine'],
    build: ['vite', 'build'],
    output: 'dist',
    port: firstPort + 2,
  }),
  hostApp({ name: 'angular', build: ['ng', 'build'], output: 'dist/lab-example-angular/browser', port: firstPort + 3 }),
];
