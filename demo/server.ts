import { pathToFileURL } from 'node:url';
import { readConfig } from './api/config';
import { startServer } from './api/start-server';
import { apiLines, demoPageLines } from './start-up-message';

export { startServer } from './api/start-server';
export type { RunningServer, StartOptions } from './api/start-server';

/** `npm start` / `npm run serve`: one process for the demo pages, `dist/` and the API. */
async function main(): Promise<void> {
  const config = readConfig();
  const server = await startServer(config);
  const lines = [
    ...demoPageLines(server.url),
    `  Documentation and embed builder:   ${server.url}/docs/`,
    ...apiLines(server.url, config),
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(
      `${signal}: /readyz answers 503 for ${config.shutdownDrainSeconds} s, then open requests finish and the database closes...`,
    );
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
