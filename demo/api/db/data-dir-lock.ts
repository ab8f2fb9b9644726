import { constants } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tryLock } from 'fs-native-extensions';

/** The file in the data folder whose lock is the folder's; it also names the holder's process id. */
export const lockFileName = 'lab-api.lock';

/**
 * PGlite takes no lock across processes, and two processes writing one data folder corrupt it:
 * the folder is taken before the database opens, with a kernel lock of a file inside it
 * (`fs-native-extensions`: an open-file-description lock on Linux, `flock` on macOS,
 * `LockFileEx` on Windows). The lock lives with the file, not with a name in a network
 * namespace, so it holds for every process that sees the folder: two containers or pods on one
 * volume, a rolling update, a second server started with `unshare -n`. Taking it is atomic, so
 * of two processes starting together exactly one gets the folder; and the kernel frees it when
 * its holder's file is closed, however the process ends (`kill -9`, out of memory): nothing is
 * ever judged stale by a time-out or a process id, and a holder that is only slow keeps it. The
 * folder's own permissions keep other users from taking it first. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, lockFileName);
  // Not truncated on opening: that would wipe the holder's process id before the lock is ours.
  const file = await open(path, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked: boolean;
  try {
    locked = tryLock(file.fd);
  } catch (error) {
    await file.close();
    throw error;
  }
  if (!locked) {
    await file.close();
    const holder = await holderOf(path);
    throw new Error(
      `The data folder ${dataDir} is in use by ${holder === undefined ? 'another process' : `process ${holder}`} ` +
        '(PGlite allows one process per folder): stop that server first, or give this one its own DATA_DIR',
    );
  }
  // Written over the old id, then cut to length: a reader never finds the file empty.
  const holderLine = `${process.pid}\n`;
  await file.write(holderLine, 0);
  await file.truncate(Buffer.byteLength(holderLine));
  // Closing the file is what frees the lock; the file stays (removing it would let a process that
  // opened it just before lock a file nobody else sees).
  return () => file.close();
}

/** The process id the holder wrote, if it has written it yet (another machine's or container's id may be meaningless here). */
async function holderOf(path: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(path, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    // Windows refuses to read a locked range: the holder is then just "another process".
    return undefined;
  }
}
