import { apiConnection } from './apiConnection';
import { apiFetch, authorizationHeaders } from './client';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { isRecord } from './parse';

export interface OtpSent {
  message: string;
  /** Seconds until the server accepts another send for this number, when it says. */
  resendAfter?: number;
  /**
   * The code's challenge, when the server gives one: sent back with the code, it makes the tries
   * this browser's own, so guesses by anyone else cannot use them up.
   */
  challenge?: string;
}

export interface VerifiedSession {
  token: string;
  userId: string;
  message: string;
  /** The browser's device key, when the server gives one (see `stores/session/deviceKey.ts`). */
  deviceKey?: string;
}

/** The browser's device key beside the spec's fields, when it has one; without it the body is the spec's own. */
function withDeviceKey<Body extends object>(body: Body): Body | (Body & { deviceKey: string }) {
  const deviceKey = apiConnection().deviceKey();
  return deviceKey ? { ...body, deviceKey } : body;
}

const readOtpSent = (body: unknown): OtpSent | undefined => {
  if (!isRecord(body) || body.success !== true) return undefined;
  return {
    message: typeof body.message === 'string' ? body.message : '',
    resendAfter: typeof body.resendAfter === 'number' ? body.resendAfter : undefined,
    challenge: typeof body.challenge === 'string' ? body.challenge : undefined,
  };
};

const postOtpRequest = (phoneNumber: string) =>
  apiFetch('/api/v1/auth/send-otp', { method: 'POST', body: withDeviceKey({ phoneNumber }) });

/** Product §7 `POST /auth/send-otp`. */
export function sendOtp(phoneNumber: string) {
  return callApi(() => postOtpRequest(phoneNumber), readOtpSent, callMessages.sendOtp);
}

/** Product §7: the same call again, with the resend messages of product §8. */
export function resendOtp(phoneNumber: string) {
  return callApi(() => postOtpRequest(phoneNumber), readOtpSent, callMessages.resendOtp);
}

/**
 * Product §7 `POST /auth/verify-otp`: a token and a user id on success, and the browser's device key
 * when the server gives one. The send's challenge goes along when there is one; without it the
 * body is the spec's own.
 */
export function verifyOtp(phoneNumber: string, otp: string, challenge?: string) {
  const body = withDeviceKey(challenge === undefined ? { phoneNumber, otp } : { phoneNumber, otp, challenge });
  return callApi(
    () => apiFetch('/api/v1/auth/verify-otp', { method: 'POST', body }),
    (body): VerifiedSession | undefined => {
      if (!isRecord(body) || body.success !== true) return undefined;
      const { token, userId } = body;
      if (typeof token !== 'string' || !token) return undefined;
      if ((typeof userId !== 'string' && typeof userId !== 'number') || userId === '') {
        return undefined;
      }
      const message = typeof body.message === 'string' ? body.message : '';
      const deviceKey = typeof body.deviceKey === 'string' && body.deviceKey !== '' ? body.deviceKey : undefined;
      return { token, userId: String(userId), message, ...(deviceKey ? { deviceKey } : {}) };
    },
    callMessages.verifyOtp,
  );
}

/**
 * `POST /auth/logout`: ends the stored token's session on the server, so a copy of it stops
 * working. Rejects when the call fails; the caller forgets the session either way.
 */
export async function logout(): Promise<void> {
  await apiFetch('/api/v1/auth/logout', { method: 'POST', headers: authorizationHeaders() });
}
