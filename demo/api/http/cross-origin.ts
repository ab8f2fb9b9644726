import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface CrossOriginRules {
  /** Origins whose pages may make every call (it may grow once the port is known). */
  origins: readonly string[];
  allowMethods: string[];
  allowHeaders: string[];
  /** Beyond the safelisted headers, what a page of an allowed origin may read. */
  exposeHeaders: string[];
  /** How long a browser may keep a preflight's answer, in seconds. */
  maxAgeSeconds: number;
}

// The catalogue, search, banner and booking-times reads: they carry no credentials and answer every origin
// alike, so any page may read them. Cart and login calls keep the list of origins.
const publicReadPaths = ['/api/v1/tests/', '/api/v1/category/', '/api/v1/bottombanners/', '/api/v1/booking/slots'];

/** Whether a call is a public read (`method` is the one asked for, also in a preflight). */
export function isPublicRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && publicReadPaths.some((prefix) => path.startsWith(prefix));
}

/**
 * The `Access-Control-Allow-Origin` a call gets: `*` for a public read, whatever the Origin (one
 * answer for all, so a cache in between that ignores `Vary` hands no partner another's header),
 * the Origin itself when it is on the list, else none.
 */
export function allowedOriginFor(method: string, path: string, origin: string | null, origins: readonly string[]): string | null {
  if (isPublicRead(method, path)) return '*';
  return origin !== null && origins.includes(origin) ? origin : null;
}

/**
 * CORS for the API. Preflights (OPTIONS) are answered by Hono's `cors`. Every other answer gets
 * the same headers as `cors` gives it (`Access-Control-Allow-Origin`,
 * `Access-Control-Expose-Headers`, and `Vary: Origin` where the answer depends on the origin),
 * but written on the finished response's headers: `cors` sets them through the context, before
 * and after the route, and each of those makes Hono copy the response into a new one, which
 * turned the cached catalogue answer into a stream that the Node adapter then reads back chunk
 * by chunk.
 */
export function crossOriginCalls(rules: CrossOriginRules): MiddlewareHandler {
  const options = { allowHeaders: rules.allowHeaders, exposeHeaders: rules.exposeHeaders, maxAge: rules.maxAgeSeconds };
  const listedPreflight = cors({ ...options, origin: (origin) => (rules.origins.includes(origin) ? origin : null), allowMethods: rules.allowMethods });
  const publicPreflight = cors({ ...options, origin: '*', allowMethods: ['GET', 'HEAD'] });
  const exposed = rules.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      const asked = c.req.header('access-control-request-method') ?? '';
      return (isPublicRead(asked, c.req.path) ? publicPreflight : listedPreflight)(c, next);
    }
    await next();
    const headers = c.res.headers;
    const allowed = allowedOriginFor(c.req.method, c.req.path, c.req.header('origin') ?? null, rules.origins);
    if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
    headers.set('Access-Control-Expose-Headers', exposed);
    // A listed call's answer differs by origin: a cache in between must not give one origin's to another.
    if (allowed !== '*') headers.append('Vary', 'Origin');
  };
}
