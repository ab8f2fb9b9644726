import type { Queryable } from './db/database';

export const secondMs = 1000;
export const hourMs = 60 * 60_000;
export const dayMs = 24 * hourMs;

/** The start of the fixed window `now` falls in; day windows start at midnight UTC. */
function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** When the fixed window `now` falls in ends. */
export function windowEnd(now: Date, windowMs: number): Date {
  return new Date(windowStart(now, windowMs).getTime() + windowMs);
}

/** Whole seconds until the window `now` falls in ends (at least 1): the `Retry-After` of a cap. */
export function secondsLeftInWindow(now: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((windowEnd(now, windowMs).getTime() - now.getTime()) / 1000));
}

/**
 * Adds one to the subject's count in the current window and returns the new count. It is one
 * statement, so parallel calls each get their own count and never all pass a cap together. The
 * row keeps its window's end, so pruning drops windows of any length with one statement.
 */
export async function addToCount(db: Queryable, subject: string, now: Date, windowMs: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_counts (subject, window_start, window_end, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (subject, window_start) DO UPDATE SET count = rate_counts.count + 1
     RETURNING count`,
    [subject, windowStart(now, windowMs), windowEnd(now, windowMs)],
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
