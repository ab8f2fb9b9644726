import type { Context } from 'hono';
import { HttpError } from './http-error';

/**
 * Reads a JSON object body, or refuses with 400 and a message. Fields are returned as `unknown`
 * and each route checks the ones it uses.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  const seen = { nul: false };
  try {
    body = JSON.parse(await c.req.text(), (_key, value: unknown) => {
      if (typeof value === 'string' && value.includes('\0')) seen.nul = true;
      return value;
    });
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  // SQL text cannot hold NUL: refused here rather than failing in the database.
  if (seen.nul) throw new HttpError(400, 'Request body must not contain NUL characters');
  return body as Record<string, unknown>;
}

/** A non-empty string field, or undefined. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
