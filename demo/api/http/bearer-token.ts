import type { Context } from 'hono';

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(c: Context): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}
