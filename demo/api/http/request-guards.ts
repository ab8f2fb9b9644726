import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';

/**
 * A body only as `application/json`. A browser sends `text/plain`, form-encoded or multipart
 * bodies from any web page without asking the server first (no CORS preflight), so accepting them
 * would let every site make its visitors' browsers call the API, e.g. send codes to any number.
 */
export const jsonBodiesOnly: MiddlewareHandler = (c, next) => {
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (hasBody && mediaType !== 'application/json') {
    throw new HttpError(415, 'Request body must be JSON (Content-Type: application/json)');
  }
  return next();
};

/**
 * Refuses an address holding a NUL character (`%00`): no name, id or search has one, and SQL text
 * cannot store it, so it can only be an attack on whatever reads the value next.
 */
export const noNulInAddress: MiddlewareHandler = (c, next) => {
  if (c.req.url.includes('%00')) throw new HttpError(400, 'Invalid request address');
  return next();
};
