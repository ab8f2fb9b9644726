import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server';
import type { RunningServer } from '../../demo/server';
import { freshDataDir } from './support/fresh-data-dir';

// PGlite takes no lock across processes: two processes on one data folder corrupt it. The
// server and the partner report lock the folder before opening it, with a kernel lock of a file in
// it that the kernel frees when the process ends. (PGlite only: PostgreSQL is made for many
// processes.)
const run = promisify(execFile);
const usesPglite = !process.env.DATABASE_URL;
// A network namespace of its own needs root (or user namespaces) and util-linux's `unshare`.
const canUnshareNetwork = process.platform === 'linux' && process.getuid?.() === 0;
let dataDir: string;
let server: RunningServer;

async function partnerReport(folder: string) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'demo/api/print-partner-report.ts'], {
      env: { ...process.env, DATA_DIR: folder },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.skipIf(!usesPglite)('one process per PGlite data folder', () => {
  beforeAll(async () => {
    dataDir = await freshDataDir('lab-api-lock-');
    server = await startServer({ port: 0, dataDir });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the folder, naming the process that holds it', async () => {
    await expect(startServer({ port: 0, dataDir })).rejects.toThrow(
      `The data folder ${dataDir} is in use by process ${process.pid} (PGlite allows one process per folder)`,
    );
    // The first one goes on serving.
    expect((await fetch(`${server.url}/api/v1/tests/tsh`)).status).toBe(200);
  }, 120_000);

  it('refuses the partner report while a server holds the folder, and lets it read once the server stopped', async () => {
    const refused = await partnerReport(dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is in use by process ${process.pid}`);

    await server.close();
    const report = await partnerReport(dataDir);
    expect(report.stdout.split('\n')[0]).toBe('partner\titems\tcarts\tvalue (INR)');
    server = await startServer({ port: 0, dataDir });
  }, 120_000);

  it.skipIf(!canUnshareNetwork)('refuses a second server in another network namespace on the folder, as on a volume two pods share', async () => {
    const other = spawn('unshare', ['--net', process.execPath, '--import', 'tsx', 'demo/server.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    other.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    other.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(other, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output).toContain(`The data folder ${dataDir} is in use by process ${process.pid} (PGlite allows one process per folder)`);
    expect((await fetch(`${server.url}/api/v1/tests/tsh`)).status).toBe(200);
  }, 120_000);

  it('reads without migrating: a folder no server has set up is refused, not created', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'lab-api-lock-empty-'));
    try {
      const report = await partnerReport(empty);
      expect(report.code).toBe(1);
      expect(report.stderr).toContain('start the server once on it');
      expect(await readdir(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 120_000);

  it('starts after a server was killed with SIGKILL, one of two starters wins, and the cart written before is there', async () => {
    const crashed = await freshDataDir('lab-api-lock-crashed-');
    const codes = join(crashed, 'codes.jsonl');
    const killed = await startServerProcess(crashed, codes);
    try {
      const phoneNumber = '9876512345';
      const call = (path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}) =>
        fetch(killed.url + path, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
      await call('/api/v1/auth/send-otp', { method: 'POST', body: JSON.stringify({ phoneNumber }) });
      const otp = (JSON.parse((await readFile(codes, 'utf8')).trim()) as { code: string }).code;
      const login = (await (await call('/api/v1/auth/verify-otp', { method: 'POST', body: JSON.stringify({ phoneNumber, otp }) })).json()) as { token: string; userId: string };
      const headers = { Authorization: `Bearer ${login.token}` };
      expect((await call('/api/v1/cart/add', { method: 'POST', headers, body: JSON.stringify({ userId: login.userId, testId: 'tsh' }) })).status).toBe(200);

      killed.process.kill('SIGKILL');
      await once(killed.process, 'exit');
      // The lock file of earlier versions, naming a process id that now belongs to a live
      // process (this one), as a container restart gives the next server its predecessor's id.
      await writeFile(join(crashed, 'lab-api.lock'), `${process.pid}\n`);

      const starts = await Promise.allSettled([startServer({ port: 0, dataDir: crashed }), startServer({ port: 0, dataDir: crashed })]);
      const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      const refusals = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
      try {
        expect(started).toHaveLength(1);
        expect(refusals).toEqual([expect.stringContaining(`The data folder ${crashed} is in use by process ${process.pid}`)]);
        const cart = await fetch(`${started[0]?.url ?? ''}/api/v1/cart/${login.userId}`, { headers });
        expect(((await cart.json()) as { data: { _id: string }[] }).data.map((test) => test._id)).toEqual(['tsh']);
      } finally {
        await Promise.all(started.map((server) => server.close()));
      }
    } finally {
      killed.process.kill('SIGKILL');
      await rm(crashed, { recursive: true, force: true });
    }
  }, 180_000);
});

/** `npm run serve` as its own process on `dataDir`, codes appended to `codesFile`, once it listens. */
async function startServerProcess(dataDir: string, codesFile: string): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', OTP_SENDER: `file:${codesFile}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const url = /^Lab storefront demo: (http:\/\/\S+)\/$/.exec(line)?.[1];
    if (url) return { process: child, url };
  }
  throw new Error('The server process ended before it listened');
}
