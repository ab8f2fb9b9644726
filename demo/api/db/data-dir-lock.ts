import { stat, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite takes no lock across processes, and two processes writing one data folder corrupt it:
 * the folder is taken before the database opens, by listening on a local socket named after the
 * folder (its device and inode, so every path to it finds the same name). Binding a name is
 * atomic, so of two processes starting together exactly one gets the folder; and the kernel frees
 * the name when the process ends, however it ends (`kill -9`, out of memory): nothing is left to
 * delete after a crash, and no process id that may since belong to another process is trusted.
 * The holder answers a connection with its process id, which the refusal names.
 *
 * On Linux the socket is abstract (no file); on Windows a named pipe. Elsewhere (a Mac) it is a
 * file in the temporary folder, which a crash leaves behind: it is removed when nobody answers.
 * Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const name = await lockNameOf(dataDir);
  for (let attempt = 1; ; attempt += 1) {
    const holder = createServer((socket) => {
      socket.on('error', () => socket.destroy());
      socket.end(`${process.pid}\n`);
    });
    try {
      await listen(holder, name);
      // The lock must not keep a process alive that has nothing else to do.
      holder.unref();
      return () => new Promise<void>((resolve) => holder.close(() => resolve()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const holderPid = await askHolder(name);
    if (holderPid !== undefined || !leftBehindByCrash(name) || attempt > 1) {
      throw new Error(
        `The data folder ${dataDir} is in use by ${holderPid === undefined ? 'another process' : `process ${holderPid}`} ` +
          '(PGlite allows one process per folder): stop that server first, or give this one its own DATA_DIR',
      );
    }
    await rm(name, { force: true });
  }
}

async function lockNameOf(dataDir: string): Promise<string> {
  const { dev, ino } = await stat(dataDir, { bigint: true });
  const folder = `lab-api-data-${dev.toString(36)}-${ino.toString(36)}`;
  if (process.platform === 'linux') return `\0${folder}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\${folder}`;
  return join(tmpdir(), `${folder}.sock`);
}

/** Only a socket file outlives its process; an abstract name or a pipe is gone with it. */
function leftBehindByCrash(name: string): boolean {
  return !name.startsWith('\0') && !name.startsWith('\\\\?\\pipe\\');
}

function listen(server: Server, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The process id the holder answers with, or undefined when nobody answers (within a second). */
function askHolder(name: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = createConnection(name);
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const pid = Number.parseInt(answer, 10);
      resolve(Number.isInteger(pid) ? pid : undefined);
    });
  });
}
