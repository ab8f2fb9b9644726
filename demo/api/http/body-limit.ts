import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './http-error';

/**
 * Refuses a request body over `maxBytes` with 413 before it is read. GET and HEAD are passed by:
 * a fetch `Request` of those methods never has a body (Fetch §5.4), so Hono's check would only
 * find that out, and asking for the body makes the Node adapter build a full `Request` (an
 * AbortSignal, a stream) for every catalogue read just to see that it is null.
 */
export function requestBodyLimit(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('Request body is too large'), 413),
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
