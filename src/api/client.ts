import { ofetch, type FetchOptions, type FetchResponse } from 'ofetch';
import { apiConnection } from './apiConnection';
import { networkSettings } from './networkSettings';

/**
 * What a read's failure may be retried for: no answer at all (ofetch counts it as 500), a time-out,
 * a server error, or the server asking to slow down.
 */
const RETRIED_STATUSES = [408, 429, 500, 502, 503, 504];

const isWrite = (method: string | undefined) => method !== undefined && !['GET', 'HEAD'].includes(method);

/** What one call keeps across its attempts: the caller's own signal and its time limit. */
interface CallOptions extends FetchOptions {
  callerSignal?: AbortSignal | null;
  attemptTimeout?: number;
}

/** `Retry-After` in milliseconds (seconds or an HTTP date), or `undefined` when absent or unreadable. */
export function retryAfterMs(response: FetchResponse<unknown> | undefined, now = Date.now()): number | undefined {
  const header = response?.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  const ms = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

/**
 * The one HTTP client of the bundle, with the network rules of interface §2 as its settings:
 * - every attempt ends: a read after `readTimeout`, a write after `writeTimeout`, a call that
 *   names its own `timeout` (the search) after that; the limit covers the body too (ofetch's own
 *   `timeout` stops at the headers, and a stalled body would hang);
 * - a read that got no answer, timed out, or met a 5xx or 429 is sent once more after
 *   `retryDelay`, or after the server's `Retry-After` up to `retryAfterCap` (longer: no retry);
 * - a write is never sent again by the client: only the visitor's next press sends it.
 * The base address is read per request because any element may set `api-base` after the first
 * call was prepared.
 */
export const apiFetch = ofetch.create({
  retryStatusCodes: RETRIED_STATUSES,
  retryDelay: (context) => retryAfterMs(context.response) ?? networkSettings().retryDelay,
  onRequest({ options }) {
    const call = options as CallOptions;
    call.baseURL = apiConnection().baseAddress();
    const settings = networkSettings();
    if (call.callerSignal === undefined) {
      // The first attempt: a retry arrives with these kept and `retry` counted down by ofetch.
      call.callerSignal = call.signal ?? null;
      call.attemptTimeout = call.timeout ?? (isWrite(call.method) ? settings.writeTimeout : settings.readTimeout);
      call.retry ??= isWrite(call.method) ? 0 : 1;
    }
    // With `timeout` unset ofetch treats the caller's abort as final and a time-out as retryable.
    call.timeout = undefined;
    const deadline = AbortSignal.timeout(call.attemptTimeout ?? settings.readTimeout);
    call.signal = call.callerSignal ? AbortSignal.any([call.callerSignal, deadline]) : deadline;
  },
  onResponseError({ response, options }) {
    const wait = retryAfterMs(response);
    if (wait !== undefined && wait > networkSettings().retryAfterCap) options.retry = 0;
  },
});

/**
 * Cart calls carry the visitor's token (the reference API checks it). The spec's original client
 * sent none; sending it is what keeps one user out of another's cart.
 */
export function authorizationHeaders(): Record<string, string> {
  const token = apiConnection().token();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
