import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server';
import type { RunningServer } from '../../demo/server';
import { freshDataDir } from './support/fresh-data-dir';

// PGlite takes no lock across processes: two processes on one data folder corrupt it. The
// server and the partner report lock the folder before opening it. (PGlite only: PostgreSQL is
// made for many processes.)
const run = promisify(execFile);
const usesPglite = !process.env.DATABASE_URL;
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

  it('takes over a folder left locked by a process that no longer runs', async () => {
    const crashed = await freshDataDir('lab-api-lock-crashed-');
    // Process ids are below 2^22 on Linux: this one cannot be running.
    await writeFile(join(crashed, 'lab-api.lock'), '99999999\n');
    const next = await startServer({ port: 0, dataDir: crashed });
    await next.close();
    await rm(crashed, { recursive: true, force: true });
  }, 120_000);
});
