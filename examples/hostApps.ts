import { join } from 'node:path';

/**
 * The example host apps under `examples/`: where each lives, how its own tools check and build
 * it, how its production build is served and which loopback port serves it to the browser tests.
 * The harness (`scripts/examples/testExampleApps.ts`), the static server and the Playwright config all read
 * this one list.
 */
interface HostAppBase {
  /** The folder under `examples/`, also the Playwright project's name. */
  readonly name: string;
  readonly folder: string;
  /**
   * The type check that the starter's own scripts run (React's and Vue's `build` run it before
   * bundling, Svelte's `check` script), run on its own so that a type error is reported as such
   * and the browser tests still run on the bundle. Angular's builder and `next build`
   * type-check as they build.
   */
  readonly typeCheck?: readonly string[];
  /** The production build, by the framework's own tool. */
  readonly build: readonly string[];
  readonly port: number;
}

/** A single-page app: its build is a folder of files that any static host serves. */
export interface StaticHostApp extends HostAppBase {
  readonly name: 'react' | 'vue' | 'svelte' | 'angular';
  readonly rendered: 'in-browser';
  /** The built site's root folder. */
  readonly output: string;
  /**
   * The same app built with the framework's development settings (React's development build, with
   * its warnings), served under `developmentPath` by the same static server.
   */
  readonly developmentBuild: readonly string[];
  /** The development build's root folder. */
  readonly developmentOutput: string;
}

/** Where the static server serves an app's development build, beside its production build at `/`. */
export const developmentPath = '/development/';

/**
 * A server-rendered app: its own production server renders the page per request, with our
 * elements rendered by `@lab/storefront/server` from the reference API's data.
 */
export interface ServerHostApp extends HostAppBase {
  readonly name: 'next' | 'nuxt' | 'astro';
  readonly rendered: 'on-server';
  /** Starts the built app's production server, run in its folder. */
  readonly start: readonly string[];
  /** The start command's environment: its address, and the lab API's address for the server. */
  readonly env: Readonly<Record<string, string>>;
}

export type HostApp = StaticHostApp | ServerHostApp;

export const examplesFolder = import.meta.dirname;

/**
 * The apps are served on this port and the next six (`EXAMPLES_PORT`, as `E2E_PORT` for the e2e
 * server); the reference API that the server-rendered apps read runs on the one after them.
 */
const firstPort = Number(process.env.EXAMPLES_PORT ?? 4394);

/** The reference API (demo/server.ts) that the server-rendered apps and their pages call. */
export const apiPort = firstPort + 7;
export const apiBase = `http://127.0.0.1:${apiPort}`;

function staticApp(app: Omit<StaticHostApp, 'folder' | 'rendered'>): StaticHostApp {
  const folder = join(examplesFolder, app.name);
  return {
    ...app,
    rendered: 'in-browser',
    folder,
    output: join(folder, app.output),
    developmentOutput: join(folder, app.developmentOutput),
  };
}

/**
 * A Vite app's development build: `NODE_ENV=development` makes Vite bundle React's development
 * build (`--mode development` alone would not), in a folder of its own (ignored by git).
 */
const viteDevelopmentBuild = {
  developmentBuild: ['env', 'NODE_ENV=development', 'vite', 'build', '--base', developmentPath, '--outDir', 'dist-development'],
  developmentOutput: 'dist-development',
};

function serverApp(app: Omit<ServerHostApp, 'folder' | 'rendered'>): ServerHostApp {
  return { ...app, rendered: 'on-server', folder: join(examplesFolder, app.name) };
}

const address = (port: number) => ({ HOST: '127.0.0.1', PORT: String(port) });

export const hostApps: readonly HostApp[] = [
  staticApp({ name: 'react', typeCheck: ['tsc', '-b'], build: ['vite', 'build'], output: 'dist', ...viteDevelopmentBuild, port: firstPort + 0 }),
  staticApp({ name: 'vue', typeCheck: ['vue-tsc', '-b'], build: ['vite', 'build'], output: 'dist', ...viteDevelopmentBuild, port: firstPort + 1 }),
  staticApp({
    name: 'svelte',
    // The starter's `check` script, with one line per problem (file and position included).
    typeCheck: ['svelte-check', '--tsconfig', './tsconfig.app.json', '--output', 'machine'],
    build: ['vite', 'build'],
    output: 'dist',
    ...viteDevelopmentBuild,
    port: firstPort + 2,
  }),
  staticApp({
    name: 'angular',
    build: ['ng', 'build'],
    output: 'dist/lab-example-angular/browser',
    // The starter's own development configuration (`ng serve`'s), as files.
    developmentBuild: ['ng', 'build', '--configuration', 'development', '--base-href', developmentPath, '--output-path', 'dist-development'],
    developmentOutput: 'dist-development/browser',
    port: firstPort + 3,
  }),
  serverApp({
    name: 'next',
    build: ['next', 'build'],
    start: ['next', 'start', '--hostname', '127.0.0.1', '--port', String(firstPort + 4)],
    env: { LAB_API_BASE: apiBase },
    port: firstPort + 4,
  }),
  serverApp({
    name: 'nuxt',
    build: ['nuxt', 'build'],
    // Nitro's Node server, as `nuxt build` prints it.
    start: ['node', '.output/server/index.mjs'],
    env: { ...address(firstPort + 5), NUXT_LAB_API_BASE: apiBase },
    port: firstPort + 5,
  }),
  serverApp({
    name: 'astro',
    build: ['astro', 'build'],
    // @astrojs/node's standalone server.
    start: ['node', 'dist/server/entry.mjs'],
    env: { ...address(firstPort + 6), LAB_API_BASE: apiBase },
    port: firstPort + 6,
  }),
];

/**
 * The apps whose browser tests run: those the harness built (it names them in `EXAMPLES_APPS`),
 * or all of them.
 */
export function appsUnderTest(): readonly HostApp[] {
  const names = process.env.EXAMPLES_APPS?.split(',');
  return names ? hostApps.filter((app) => names.includes(app.name)) : hostApps;
}
