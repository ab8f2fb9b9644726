import { apiFetch } from './client';
import { networkSettings } from './networkSettings';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { isRecord, listOf, parseSearchSuggestion } from './parse';

/** Product §9: at most 8 suggestions are kept. */
const MAX_SUGGESTIONS = 8;

/**
 * Product §7 `GET /tests/search?q=`: `{ success, data: [...] }`, or a bare list, both accepted;
 * entries lacking a name or an `_id` dropped, at most 8 kept. It gives up after the spec's 5 s
 * (`searchTimeout`) and is not retried: the suggestions of the next keystroke are what counts.
 * `signal` cancels the request (a superseded query).
 */
export function searchTests(query: string, signal?: AbortSignal) {
  return callApi(
    () =>
      apiFetch('/api/v1/tests/search', {
        query: { q: query },
        timeout: networkSettings().searchTimeout,
        retry: 0,
        ...(signal ? { signal } : {}),
      }),
    (body) => {
      const list = Array.isArray(body) ? body : isRecord(body) ? body.data : undefined;
      if (!Array.isArray(list)) return undefined;
      return listOf(list, parseSearchSuggestion).slice(0, MAX_SUGGESTIONS);
    },
    callMessages.load,
  );
}
