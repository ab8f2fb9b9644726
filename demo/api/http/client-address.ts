import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address send limits are counted by. Behind a reverse proxy every request comes from the
 * proxy, so then the last `X-Forwarded-For` entry (the one the proxy itself added) is used.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return getConnInfo(c).remote.address ?? 'unknown';
}
