import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file in a PGlite data folder that names the process using it. */
const lockFileName = 'lab-api.lock';

/**
 * PGlite takes no lock across processes, and two processes writing one data folder corrupt it:
 * the folder is taken before the database opens, by creating a file holding this process's id.
 * A file left by a process that no longer runs (a crash) is taken over. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, lockFileName);
  for (;;) {
    try {
      await writeFile(path, `${process.pid}\n`, { flag: 'wx' });
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && isRunning(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${holder} (PGlite allows one process per folder): ` +
          'stop that server first, or give this one its own DATA_DIR',
      );
    }
    await rm(path, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
