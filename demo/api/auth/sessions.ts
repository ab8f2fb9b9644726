import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Limits } from '../limits';
import { dayMs } from '../rate-counts';

/**
 * Opens a session and returns its bearer token. Only a hash is stored: a copy of the database
 * does not let anyone act as a user. A plain SHA-256 is enough for 256 random bits.
 */
export async function createSession(db: Queryable, limits: Limits, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_used_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [hashToken(token), userId, now, new Date(now.getTime() + limits.sessionMaxDays * dayMs)],
  );
  return token;
}

/**
 * The user a live token belongs to, or undefined. A session is live until it has been idle for
 * `sessionIdleDays` or is `sessionMaxDays` old; each use moves its idle deadline on, in the same
 * statement that checks it.
 */
export async function findSessionUser(db: Queryable, limits: Limits, token: string, now: Date): Promise<string | undefined> {
  const [session] = await db.query<{ user_id: string }>(
    `UPDATE sessions SET last_used_at = $2
     WHERE token_hash = $1 AND expires_at > $2 AND last_used_at > $3
     RETURNING user_id`,
    [hashToken(token), now, idleCutoff(limits, now)],
  );
  return session?.user_id;
}

/** Ends the session of a token at once (logout); an unknown or ended token is left as it is. */
export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Sessions last used before this have been idle too long. */
export function idleCutoff(limits: Limits, now: Date): Date {
  return new Date(now.getTime() - limits.sessionIdleDays * dayMs);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
