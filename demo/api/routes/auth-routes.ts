import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { revokeSession } from '../auth/sessions';
import { bearerToken } from '../http/bearer-token';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/http-error';
import { readJsonObject } from '../http/json-body';
import { deviceKeyFrom } from '../otp/device-keys';
import { sendLoginCode } from '../otp/send-login-code';
import { verifyLoginCode } from '../otp/verify-login-code';
import type { LoginServiceDeps } from '../otp/login-service';
import { createSendAlarm } from '../otp/send-alarm';
import { RefusalMemory } from '../refusal-memory';
import { otpCodePattern, phoneNumberPattern } from '../otp/otp-codes';

/**
 * `POST /auth/send-otp` and `POST /auth/verify-otp` (product §7, messages of product §5 and §8), and
 * `POST /auth/logout`, which ends the session of the bearer token. Beside the spec's fields both
 * take an optional `deviceKey`, which verify-otp also answers (see `otp/device-keys.ts`).
 */
export function authRoutes(deps: AppDeps): Hono {
  const loginDeps: LoginServiceDeps = {
    db: deps.db,
    clock: deps.clock,
    sender: deps.otpSender,
    otpHashKey: deps.otpHashKey,
    limits: deps.limits,
    refusals: new RefusalMemory(),
    webOtpHost: deps.webOtpHost,
    sendAlarm: createSendAlarm(deps.limits),
    log: (line) => console.error(line),
  };
  const routes = new Hono();

  routes.post('/send-otp', async (c) => {
    const body = await readJsonObject(c);
    const phoneNumber = phoneNumberFrom(body);
    const challenge = await sendLoginCode(loginDeps, phoneNumber, clientAddress(c, deps.trustedProxies), deviceKeyFrom(body.deviceKey, deps.otpHashKey));
    return c.json({
      success: true,
      message: 'OTP sent successfully',
      resendAfter: deps.limits.resendCooldownSeconds,
      challenge,
    });
  });

  routes.post('/verify-otp', async (c) => {
    const body = await readJsonObject(c);
    const phoneNumber = phoneNumberFrom(body);
    const otp = typeof body.otp === 'string' ? body.otp.trim() : '';
    if (!otpCodePattern.test(otp)) throw new HttpError(400, 'Please enter a valid 6-digit OTP');
    // Optional, so product §7's `{phoneNumber, otp}` logs in as before; the storefront sends it.
    const challenge = typeof body.challenge === 'string' && body.challenge.length <= 64 ? body.challenge : undefined;
    const { token, userId, deviceKey } = await verifyLoginCode(
      loginDeps,
      phoneNumber,
      otp,
      { challenge, deviceKey: deviceKeyFrom(body.deviceKey, deps.otpHashKey) },
      clientAddress(c, deps.trustedProxies),
    );
    return c.json({ success: true, message: 'Login successful', token, userId, deviceKey });
  });

  routes.post('/logout', async (c) => {
    const token = bearerToken(c);
    if (token === undefined) throw new HttpError(401, 'Please login to continue');
    await revokeSession(deps.db, token);
    return c.json({ success: true, message: 'Logged out' });
  });

  return routes;
}

function phoneNumberFrom(body: Record<string, unknown>): string {
  const phoneNumber = typeof body.phoneNumber === 'string' ? body.phoneNumber.trim() : '';
  if (!phoneNumberPattern.test(phoneNumber)) {
    throw new HttpError(400, 'Please enter a valid 10-digit phone number');
  }
  return phoneNumber;
}
