import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Whether the process named in `lock` has ended; not while the lock is being written or is gone. */
function holderHasEnded(lock: string): boolean {
  try {
    const holder = Number(readFileSync(lock, 'utf8'));
    if (!holder) return false;
    process.kill(holder, 0);
    return false;
  } catch (error) {
    return errorCode(error) === 'ESRCH';
  }
}

/**
 * Runs `work` while this process holds `lock`, a file made exclusively with its process id in it,
 * so that test processes that change the same files take turns: another holder is waited for, and
 * a lock left by a process that has ended is taken over.
 */
export async function inTurn(lock: string, work: () => Promise<void>): Promise<void> {
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      if (holderHasEnded(lock)) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { force: true });
  }
}
