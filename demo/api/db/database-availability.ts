import { isConnectionLoss } from './connection-loss';
import type { Database } from './database';

export interface DatabaseAvailability {
  /** The database as the server uses it: every call's outcome tells whether it is reachable. */
  readonly db: Database;
  /**
   * Whether the database answers (for the health answers): at once no while it is known lost (its
   * probe once a second finds it back), so a health check is not kept waiting out a time-out; else
   * a `SELECT 1`, whose answer serves the checks of the next second, so a busy balancer cannot turn
   * them into a load.
   */
  readonly answers: () => Promise<boolean>;
  /** Stops the probing of a lost database (before the database closes). */
  stop(): void;
}

/** How often a lost database is asked whether it is back, so the log says so without traffic. */
const probeWhileLostMs = 1000;
/** How long one `SELECT 1` of a health check answers the checks after it. */
const checkCacheMs = 1000;

/**
 * Watches whether the database can be reached, from the outcome of the calls the server makes
 * anyway. Losing it is one incident with one log line (`Database lost: …`), not a stack trace
 * per request, and its return is another (`Database back after 12.3 s.`): the calls that fail in
 * between answer 503 (`connection-loss.ts`). Nothing has to reconnect by hand: the pool opens new
 * connections on the next call; while the database is lost a probe runs every second, so its
 * return is logged, and `/readyz` answers 200 again, without waiting for a caller.
 */
export function watchAvailability(database: Database, log = (line: string) => console.warn(line)): DatabaseAvailability {
  let lostAt: number | undefined;
  let probing: ReturnType<typeof setInterval> | undefined;
  // When the latest call that succeeded began: a call begun before it that fails now (a
  // connection attempt of the outage timing out late) is old news, not a new incident.
  let latestSuccessBegan = Number.NEGATIVE_INFINITY;

  const lost = (error: unknown, began: number) => {
    if (!isConnectionLoss(error) || lostAt !== undefined || began < latestSuccessBegan) return;
    lostAt = Date.now();
    log(
      `Database lost: ${error instanceof Error ? error.message : String(error)}. Calls that need it answer 503 until it ` +
        'is back; catalogue reads go on from memory.',
    );
    probing = setInterval(() => void probe(), probeWhileLostMs);
    probing.unref();
  };
  const reachable = (began: number) => {
    latestSuccessBegan = Math.max(latestSuccessBegan, began);
    if (lostAt === undefined) return;
    log(`Database back after ${((Date.now() - lostAt) / 1000).toFixed(1)} s.`);
    lostAt = undefined;
    clearInterval(probing);
  };
  const watched = async <T>(call: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    try {
      const result = await call();
      reachable(began);
      return result;
    } catch (error) {
      lost(error, began);
      throw error;
    }
  };
  const probe = () => watched(() => database.query('SELECT 1')).then(() => true, () => false);
  let lastCheck: { at: number; answer: Promise<boolean> } | undefined;
  const check = () => {
    const now = performance.now();
    if (lastCheck === undefined || now - lastCheck.at >= checkCacheMs) lastCheck = { at: now, answer: probe() };
    return lastCheck.answer;
  };

  return {
    db: {
      sharedByProcesses: database.sharedByProcesses,
      query: <Row>(sql: string, params?: readonly unknown[]) => watched(() => database.query<Row>(sql, params)),
      transaction: (work) => watched(() => database.transaction(work)),
      close: () => database.close(),
    },
    answers: () => (lostAt === undefined ? check() : Promise.resolve(false)),
    stop: () => clearInterval(probing),
  };
}
