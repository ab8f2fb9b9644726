import type { ConsentPurpose } from '../domain/myData';
import { authorizationHeaders, apiFetch } from './client';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { isRecord, succeeded } from './parse';
import { parseConsent, readMyData } from './parseMyData';

/** Interface §3 `GET /me/data`: everything the lab holds about the visitor. */
export function fetchMyData() {
  return callApi(() => apiFetch('/api/v1/me/data', { headers: authorizationHeaders() }), readMyData, callMessages.myData);
}

/** Interface §3 `DELETE /me/consents/:purpose`: the consent withdrawn, with its dates. */
export function withdrawConsent(purpose: ConsentPurpose) {
  return callApi(
    () =>
      apiFetch(`/api/v1/me/consents/${encodeURIComponent(purpose)}`, {
        method: 'DELETE',
        headers: authorizationHeaders(),
      }),
    (body) => (isRecord(body) && body.success === true && Array.isArray(body.data) ? parseConsent(body.data[0]) : undefined),
    callMessages.withdrawConsent,
  );
}

/**
 * Interface §3 `DELETE /me`: erases the account, confirmed by a fresh login code and the challenge
 * its send gave; a wrong code is refused (403) and nothing is erased.
 */
export function deleteAccount(otp: string, challenge: string) {
  return callApi(
    () =>
      apiFetch('/api/v1/me', {
        method: 'DELETE',
        body: { otp, challenge },
        headers: authorizationHeaders(),
      }),
    succeeded,
    callMessages.deleteAccount,
  );
}
