import type { Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { bearerToken } from '../http/bearer-token';
import { HttpError } from '../http/http-error';
import { findSessionUser } from './sessions';

/** The user of the call's live bearer token, or a 401 with product §8's login message. */
export async function requireSession(c: Context, deps: AppDeps): Promise<string> {
  const token = bearerToken(c);
  const userId = token === undefined ? undefined : await findSessionUser(deps.db, deps.limits, token, deps.clock());
  if (userId === undefined) throw new HttpError(401, 'Please login to continue');
  return userId;
}
