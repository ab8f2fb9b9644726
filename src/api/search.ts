import { apiFetch } from './client';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { isRecord, listOf, parseSearchSuggestion } from './parse';

/** Spec §9: at most 8 suggestions are kept. */
const MAX_SUGGESTIONS = 8;

/**
 * Spec §7 `GET /tests/search?q=`: `{ success, data: [...] }`, or a bare list, both accepted;
 * entries lacking a name or an `_id` dropped, at most 8 kept. `signal` cancels the request (a
 * superseded query, or the search store's time-out).
 */
export function searchTests(query: string, signal?: AbortSignal) {
  return callApi(
    () => apiFetch('/api/v1/tests/search', { query: { q: query }, ...(signal ? { signal } : {}) }),
    (body) => {
      const list = Array.isArray(body) ? body : isRecord(body) ? body.data : undefined;
      if (!Array.isArray(list)) return undefined;
      return listOf(list, parseSearchSuggestion).slice(0, MAX_SUGGESTIONS);
    },
    callMessages.load,
  );
}
