import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireSession } from '../auth/require-session';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/http-error';
import { readJsonObject } from '../http/json-body';
import { otpCodePattern } from '../otp/otp-codes';
import { checkLoginCode } from '../otp/verify-login-code';
import { consentPurpose, giveConsent, listConsents, withdrawConsent } from '../privacy/consents';
import { eraseAccount } from '../privacy/erase-account';
import { readMyData } from '../privacy/my-data';

/** Refused without a fresh code: erasing is final, and a token left open on a shared computer is not enough. */
export const freshCodeNeeded =
  'To delete your account, confirm with a new login code: request one for your number (send-otp), then send {otp, challenge}.';

/** A body that may be absent (`DELETE` without one), else a JSON object as everywhere. */
async function optionalJsonObject(c: Context): Promise<Record<string, unknown>> {
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  return hasBody ? readJsonObject(c) : {};
}

/**
 * `/me`: the logged-in visitor's own data (interface §3, "Your data"): all of it to read and take
 * away, consents to give and withdraw, and the account to erase with a fresh login code. Only
 * ever the caller's own: the user is the bearer token's, never an id in the request.
 */
export function meRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const routes = new Hono();

  routes.get('/data', async (c) => {
    const userId = await requireSession(c, deps);
    const data = await readMyData(db, deps.limits, deps.grievance, userId, deps.clock());
    if (!data) throw new HttpError(401, 'Please login to continue');
    // Personal data: no shared cache, no browser cache, may keep it.
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data });
  });

  routes.post('/consents', async (c) => {
    const userId = await requireSession(c, deps);
    const purpose = consentPurpose((await readJsonObject(c)).purpose);
    await giveConsent(db, userId, purpose, deps.clock());
    return c.json({ success: true, message: 'Consent given', data: await listConsents(db, userId) }, 201);
  });

  routes.delete('/consents/:purpose', async (c) => {
    const userId = await requireSession(c, deps);
    const purpose = consentPurpose(c.req.param('purpose'));
    await withdrawConsent(db, userId, purpose, deps.clock());
    return c.json({ success: true, message: 'Consent withdrawn', data: await listConsents(db, userId) });
  });

  routes.delete('/', async (c) => {
    const userId = await requireSession(c, deps);
    const body = await optionalJsonObject(c);
    const otp = typeof body.otp === 'string' ? body.otp.trim() : '';
    const challenge = typeof body.challenge === 'string' && body.challenge.length <= 64 ? body.challenge : '';
    if (!otpCodePattern.test(otp) || challenge === '') throw new HttpError(403, freshCodeNeeded);
    const [user] = await db.query<{ phone_number: string }>('SELECT phone_number FROM users WHERE id = $1', [userId]);
    if (!user) throw new HttpError(401, 'Please login to continue');
    try {
      await checkLoginCode(deps, user.phone_number, otp, challenge, clientAddress(c, deps.trustedProxies), (tx, now) =>
        eraseAccount(tx, deps.otpHashKey, userId, now),
      );
    } catch (error) {
      // A wrong code is a refused confirmation, not a lost session: a 401 would log the visitor out.
      if (error instanceof HttpError && error.status === 401) throw new HttpError(403, error.message, error.extra);
      throw error;
    }
    return c.json({ success: true, message: 'Your account and your data have been deleted.' });
  });

  return routes;
}
