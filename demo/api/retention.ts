import type { Clock } from './clock';
import { isConnectionLoss } from './db/connection-loss';
import type { Database } from './db/database';
import { idleCutoff } from './auth/sessions';
import type { Limits } from './limits';
import { dayMs } from './rate-counts';

/**
 * Deletes what no longer decides anything: expired codes (they hold phone numbers), sends older
 * than the daily window, counts whose window has ended, wrong-code delays a day old, ended
 * sessions, device keys that have not logged in for their lifetime, expired booking holds, and the
 * records of withdrawn consents and of erasures once their periods end (an erased number's keyed
 * hash in the sends goes with the sends, within a day). One instance prunes at a time: the others
 * find the lock taken and skip the round.
 */
export async function pruneExpiredRows(db: Database, limits: Limits, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_xact_lock(hashtextextended('lab-api-prune:' || current_schema(), 0)) AS locked",
    );
    if (lock?.locked !== true) return;
    await tx.query('DELETE FROM login_codes WHERE expires_at <= $1', [now]);
    await tx.query('DELETE FROM otp_sends WHERE sent_at <= $1', [new Date(now.getTime() - dayMs)]);
    await tx.query('DELETE FROM rate_counts WHERE window_end <= $1', [now]);
    await tx.query('DELETE FROM wrong_code_delays WHERE forget_after <= $1', [now]);
    await tx.query('DELETE FROM sessions WHERE expires_at <= $1 OR last_used_at <= $2', [now, idleCutoff(limits, now)]);
    await tx.query('DELETE FROM device_keys WHERE last_login_at <= $1', [new Date(now.getTime() - limits.deviceKeyDays * dayMs)]);
    await tx.query('DELETE FROM booking_holds WHERE expires_at <= $1', [now]);
    await tx.query('DELETE FROM consents WHERE withdrawn_at <= $1', [new Date(now.getTime() - limits.consentRecordDays * dayMs)]);
    await tx.query('DELETE FROM erasures WHERE erased_at <= $1', [new Date(now.getTime() - limits.erasureRecordDays * dayMs)]);
  });
}

/**
 * Prunes every `pruneIntervalSeconds` until stopped; a failed round is logged and the next one
 * tries again. `stop` waits for a round in progress, so the database can close after it.
 */
export function schedulePruning(db: Database, clock: Clock, limits: Limits): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = pruneExpiredRows(db, limits, clock()).catch((error: unknown) => {
      // A lost database has its own log line (`database-availability.ts`).
      if (isConnectionLoss(error)) return;
      console.error('Pruning expired rows failed:', error instanceof Error ? error.message : error);
    });
  }, limits.pruneIntervalSeconds * 1000);
  // The schedule alone must not keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
