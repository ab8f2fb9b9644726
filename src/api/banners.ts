import { apiFetch } from './client';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { isRecord, parseBottomBanner } from './parse';

/** Product §7 `GET /bottombanners/get-random`: an image shown under the base address. */
export function fetchRandomBottomBanner() {
  return callApi(
    () => apiFetch('/api/v1/bottombanners/get-random'),
    (body) => (isRecord(body) ? parseBottomBanner(body.data) : undefined),
    callMessages.load,
  );
}
