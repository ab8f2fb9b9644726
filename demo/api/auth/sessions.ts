import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

const sessionLifetimeMs = 30 * 24 * 60 * 60_000;

/**
 * Opens a session and returns its bearer token. Only a hash is stored: a copy of the database
 * does not let anyone act as a user. A plain SHA-256 is enough for 256 random bits.
 */
export async function createSession(db: Database, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), userId, now, new Date(now.getTime() + sessionLifetimeMs)],
  );
  return token;
}

/** The user a live token belongs to, or undefined. */
export async function findSessionUser(db: Database, token: string, now: Date): Promise<string | undefined> {
  const [session] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM sessions WHERE token_hash = $1 AND expires_at > $2',
    [hashToken(token), now],
  );
  return session?.user_id;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
