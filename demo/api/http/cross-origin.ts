import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface CrossOriginRules {
  /** Origins whose pages may call the API (it may grow once the port is known). */
  origins: readonly string[];
  allowMethods: string[];
  allowHeaders: string[];
  /** Beyond the safelisted headers, what a page of an allowed origin may read. */
  exposeHeaders: string[];
  /** How long a browser may keep a preflight's answer, in seconds. */
  maxAgeSeconds: number;
}

/**
 * CORS for the API. Preflights (OPTIONS) are answered by Hono's `cors`. Every other answer gets
 * the same headers as `cors` gives it (`Access-Control-Allow-Origin` for an allowed origin,
 * `Access-Control-Expose-Headers`, `Vary: Origin` appended), but written on the finished
 * response's headers: `cors` sets them through the context, before and after the route, and
 * each of those makes Hono copy the response into a new one, which turned the cached catalogue
 * answer into a stream that the Node adapter then reads back chunk by chunk.
 */
export function crossOriginCalls(rules: CrossOriginRules): MiddlewareHandler {
  const allowedOrigin = (origin: string) => (rules.origins.includes(origin) ? origin : null);
  const preflight = cors({
    origin: allowedOrigin,
    allowMethods: rules.allowMethods,
    allowHeaders: rules.allowHeaders,
    exposeHeaders: rules.exposeHeaders,
    maxAge: rules.maxAgeSeconds,
  });
  const exposed = rules.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const headers = c.res.headers;
    const origin = allowedOrigin(c.req.header('origin') ?? '');
    if (origin) headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Expose-Headers', exposed);
    // The answer differs by origin: a cache in between must not give one origin's to another.
    headers.append('Vary', 'Origin');
  };
}
