import type { Queryable } from './db/database';

export const hourMs = 60 * 60_000;
export const dayMs = 24 * hourMs;

/** The start of the fixed window `now` falls in; day windows start at midnight UTC. */
function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Whole seconds until the window `now` falls in ends (at least 1): the `Retry-After` of a cap. */
export function secondsLeftInWindow(now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStart(now, windowMs).getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Adds one to the subject's count in the current window and returns the new count. It is one
 * statement, so parallel calls each get their own count and never all pass a cap together.
 */
export async function addToCount(db: Queryable, subject: string, now: Date, windowMs: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_counts (subject, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (subject, window_start) DO UPDATE SET count = rate_counts.count + 1
     RETURNING count`,
    [subject, windowStart(now, windowMs)],
  );
  return row?.count ?? 1;
}

export async function readCount(db: Queryable, subject: string, now: Date, windowMs: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count FROM rate_counts WHERE subject = $1 AND window_start = $2',
    [subject, windowStart(now, windowMs)],
  );
  return row?.count ?? 0;
}

/** Drops the counts of windows that ended more than a day ago. */
export async function forgetOldCounts(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_counts WHERE window_start < $1', [new Date(now.getTime() - 2 * dayMs)]);
}
