import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from '../../../demo/api/db/local-postgres';

const run = promisify(execFile);

/** A PostgreSQL cluster of one test's own, which the test may stop and start. */
export interface ThrowawayPostgres {
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

/**
 * Creates and starts a cluster on a free loopback port, as `demo/api/ci-postgres.sh` does for the
 * whole run (as root, PostgreSQL runs as the `postgres` user: it refuses to run as root).
 */
export async function startThrowawayPostgres(programs: string): Promise<ThrowawayPostgres> {
  const folder = await mkdtemp(join(tmpdir(), 'lab-api-pg-own-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout), Number(group));
  }
  const postgres = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(programs, program), ...args]) : run(join(programs, program), args);
  const port = await freeLoopbackPort();
  const data = join(folder, 'data');
  await postgres('initdb', ['-D', data, '-U', 'lab', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await postgres('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-w', '-o', options, 'start']);
  };
  const stop = async () => {
    await postgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  await postgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'lab', 'lab_api_test']);
  return {
    url: `postgres://lab@127.0.0.1:${port}/lab_api_test`,
    stop,
    start,
    async remove() {
      await stop().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
