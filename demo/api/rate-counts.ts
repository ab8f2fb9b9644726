import type { Queryable } from './db/database';

export const secondMs = 1000;
const minuteMs = 60_000;
export const hourMs = 60 * 60_000;
export const dayMs = 24 * hourMs;

/** The start of the fixed window `now` falls in; day windows start at midnight UTC. */
function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** When the fixed window `now` falls in ends. */
function windowEnd(now: Date, windowMs: number): Date {
  return new Date(windowStart(now, windowMs).getTime() + windowMs);
}

/**
 * Adds `amount` (one unless told) to the subject's count in the current window and returns the new count. It is one
 * statement, so parallel calls each get their own count and never all pass a cap together. The
 * row keeps its window's end, so pruning drops windows of any length with one statement.
 */
export async function addToCount(db: Queryable, subject: string, now: Date, windowMs: number, amount = 1): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_counts (subject, window_start, window_end, count) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subject, window_start) DO UPDATE SET count = rate_counts.count + EXCLUDED.count
     RETURNING count`,
    [subject, windowStart(now, windowMs), windowEnd(now, windowMs), amount],
  );
  return row?.count ?? amount;
}

export async function readCount(db: Queryable, subject: string, now: Date, windowMs: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count FROM rate_counts WHERE subject = $1 AND window_start = $2',
    [subject, windowStart(now, windowMs)],
  );
  return row?.count ?? 0;
}

/**
 * Adds one to the subject's count of the last hour, sliding (not the clock hour: a budget spent
 * at 10:59 is not whole again at 11:00), and returns that hour's count with what it takes to go
 * below `cap`. The count is kept in minute buckets, so it slides by the minute; each bucket row
 * lives until it leaves the hour, so pruning needs nothing new.
 */
export async function addToSlidingHour(
  db: Queryable,
  subject: string,
  now: Date,
  cap: number,
): Promise<{ count: number; belowCapAt: Date }> {
  const bucket = windowStart(now, minuteMs);
  // One statement: the current minute's new count comes from the upsert (its row lock orders
  // parallel calls), the hour's earlier minutes from the statement's snapshot. Read apart, a
  // second query would also count calls that came after this one, refusing more than the cap.
  const buckets = await db.query<{ window_start: Date; count: number }>(
    `WITH bumped AS (
       INSERT INTO rate_counts (subject, window_start, window_end, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (subject, window_start) DO UPDATE SET count = rate_counts.count + 1
       RETURNING window_start, count
     )
     SELECT window_start, count FROM bumped
     UNION ALL
     SELECT window_start, count FROM rate_counts WHERE subject = $1 AND window_start > $4 AND window_start <> $2
     ORDER BY window_start`,
    [subject, bucket, new Date(bucket.getTime() + hourMs), new Date(now.getTime() - hourMs)],
  );
  const count = buckets.reduce((sum, row) => sum + row.count, 0);
  // The refused call's own count rolls back with it: the others must fall to cap - 1.
  let leaving = count - 1 - (cap - 1);
  let belowCapAt = new Date(bucket.getTime() + hourMs);
  for (const row of buckets) {
    leaving -= row.count;
    belowCapAt = new Date(row.window_start.getTime() + hourMs);
    if (leaving <= 0) break;
  }
  return { count, belowCapAt };
}

/** The subjects' counts of the last hour together, as `addToSlidingHour` keeps them. */
export async function readSlidingHour(db: Queryable, subjects: readonly string[], now: Date): Promise<number> {
  const named = subjects.map((_, index) => `$${index + 2}`).join(', ');
  const [row] = await db.query<{ count: number }>(
    `SELECT coalesce(sum(count), 0)::int AS count FROM rate_counts WHERE window_start > $1 AND subject IN (${named})`,
    [new Date(now.getTime() - hourMs), ...subjects],
  );
  return row?.count ?? 0;
}

/** Takes back one count of the current minute: a send the gateway did not take costs nothing. */
export async function takeBackFromSlidingHour(db: Queryable, subject: string, now: Date): Promise<void> {
  await db.query('UPDATE rate_counts SET count = count - 1 WHERE subject = $1 AND window_start = $2 AND count > 0', [
    subject,
    windowStart(now, minuteMs),
  ]);
}
