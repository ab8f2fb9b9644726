import { apiFetch } from './client';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { isRecord, listOf, parseSearchSuggestion } from './parse';
import { MAX_SUGGESTIONS, SEARCH_TIMEOUT_MS } from './searchLimits';


/**
 * Spec §7 `GET /tests/search?q=`: `{ success, data: [...] }`, or a bare list, both accepted;
 * entries lacking a name or an `_id` dropped, at most 8 kept. `signal` cancels a superseded query.
 */
export function searchTests(query: string, signal?: AbortSignal) {
  // ofetch drops its own `timeout` when a signal is given, so the time-out is a signal too.
  const timeout = AbortSignal.timeout(SEARCH_TIMEOUT_MS);
  return callApi(
    () =>
      apiFetch('/api/v1/tests/search', {
        query: { q: query },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      }),
    (body) => {
      const list = Array.isArray(body) ? body : isRecord(body) ? body.data : undefined;
      if (!Array.isArray(list)) return undefined;
      return listOf(list, parseSearchSuggestion).slice(0, MAX_SUGGESTIONS);
    },
    callMessages.load,
  );
}
