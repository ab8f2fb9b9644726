import { pathToFileURL } from 'node:url';
import { readConfig } from './api/config';
import { startServer } from './api/start-server';

export { startServer } from './api/start-server';
export type { RunningServer, StartOptions } from './api/start-server';

/** `npm start` / `npm run serve`: one process for the demo pages, `dist/` and the API. */
async function main(): Promise<void> {
  const config = readConfig();
  const server = await startServer(config);
  const codesGoTo = config.otpSenderSetting.startsWith('file:')
    ? `appended to ${config.otpSenderSetting.slice('file:'.length)}`
    : config.otpSenderSetting === 'sms-gateway'
      ? 'sent through the SMS gateway (SMS_GATEWAY_URL)'
      : 'printed in this log ("SMS to ...")';
  console.log(`Lab storefront demo: ${server.url}/`);
  console.log(`  CMS page embedding the store:      ${server.url}/marketing.html`);
  console.log(`  Partner clinic page with widgets:  ${server.url}/clinic.html`);
  console.log(`  Partner page with the autoloader:  ${server.url}/pharmacy.html`);
  console.log(`  Partner article with a test card:  ${server.url}/article.html`);
  console.log(`  Documentation and embed builder:   ${server.url}/docs/`);
  console.log(`API: ${server.url}/api/v1  ·  database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`);
  console.log(`Login codes are ${codesGoTo}.`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then closing the database...`);
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
