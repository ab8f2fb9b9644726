import { pathToFileURL } from 'node:url';
import { createServer, mergeConfig } from 'vite';
import { forwardToApi } from '../build/dev/forwardToApi';
import devServerConfig from '../vite.dev.config';
import { readConfig } from './api/config';
import { startServer } from './api/start-server';
import { apiLines, demoPageLines } from './start-up-message';

/**
 * `npm run dev`: Vite's dev server for the demo pages, every element from its sources with hot
 * updates (vite.dev.config.ts), and the reference API from its sources beside it, on a free port
 * of its own and reached through the dev server's origin as the pages reach it on `npm start`.
 * The settings are the demo server's (demo/api/config.ts), with the dev server on port 5173 and
 * a PGlite folder of its own, so it can run beside `npm start`.
 */
async function main(): Promise<void> {
  const config = readConfig({ PORT: '5173', DATA_DIR: '.data/dev-pglite', ...process.env });
  const urlHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const origin = `http://${urlHost}:${config.port}`;
  // Not awaited: a first start migrates and seeds the database, which the pages need not wait for.
  const api = startServer({
    ...config,
    port: 0,
    corsOrigins: config.corsOrigins ?? [origin, `http://localhost:${config.port}`],
  });
  const vite = await createServer(
    mergeConfig(devServerConfig, {
      configFile: false,
      clearScreen: false,
      plugins: [forwardToApi(api.then((server) => server.url))],
      server: { host: config.host, port: config.port, strictPort: true },
    }),
  );
  await vite.listen();
  const docsLine = `  Documentation (after npm run build:docs): ${origin}/docs/`;
  console.log([...demoPageLines(origin), docsLine, `Dev server ready in ${sinceStart()}.`].join('\n'));

  const stopWith = (code: number) => {
    Promise.allSettled([vite.close(), api.then((server) => server.close())]).then(
      () => process.exit(code),
      () => process.exit(1),
    );
  };
  api.then(
    () => console.log([...apiLines(origin, config), `API ready in ${sinceStart()}.`].join('\n')),
    (error: unknown) => {
      console.error('The reference API could not start:', error instanceof Error ? error.message : error);
      stopWith(1);
    },
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the dev server and the database...`);
    stopWith(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** Since the process started, loading the modules included. */
function sinceStart(): string {
  return `${(performance.now() / 1000).toFixed(1)} s`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('The dev server could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
