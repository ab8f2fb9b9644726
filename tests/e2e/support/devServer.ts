import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPgliteFolder } from '../../../demo/api/db/copy-pglite-folder';

export interface RunningDevServer {
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * `npm run dev` on a free port with a throw-away database folder, resolved once it says it is
 * ready. It runs in a process group of its own, so `stop` ends npm, tsx and the server alike.
 */
export async function startDevServer(): Promise<RunningDevServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lab-dev-loop-'));
  // In `npm test`, a copy of the run's migrated and seeded database (scripts/runTests.ts).
  const template = process.env.LAB_PGLITE_TEMPLATE;
  if (template) copyPgliteFolder(template, dataDir);
  const child = spawn('npm', ['run', '--silent', 'dev'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // PGlite in a folder of its own, even where the run's environment names a PostgreSQL.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      OTP_SENDER: `file:${join(dataDir, 'codes.jsonl')}`,
    },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Dev server ready in')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`npm run dev ended before it was ready:\n${output}`)));
  });
  const group = -(child.pid ?? 0);
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      process.kill(group, 'SIGTERM');
      // A first start may still be seeding its database, which closing waits for: not needed here.
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 5000, false))]);
      if (!stopped) process.kill(group, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
