import { HttpError } from '../http/http-error';

// PostgreSQL's codes for a lock not granted within `lock_timeout` and a statement cancelled by
// `statement_timeout`; pg-pool's text when no pool connection was free within
// `connectionTimeoutMillis` (a new connection that did not open in time is a lost database:
// `connection-loss.ts`).
const lockNotAvailable = '55P03';
const queryCanceled = '57014';
const poolTimeoutMessage = 'timeout exceeded when trying to connect';

/**
 * The answer to a database that did not answer in time (see `pool-settings.ts`), or undefined for
 * any other failure: a held lock means others are doing the same thing right now (429), a full
 * pool or a slow statement means the server is overloaded (503). Both say when to try again.
 */
export function busyRefusal(error: unknown): HttpError | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = 'code' in error ? error.code : undefined;
  if (code === lockNotAvailable) {
    return new HttpError(429, 'Too many requests at once. Please try again in a moment.', { retryAfter: 1 });
  }
  if (code === queryCanceled || error.message === poolTimeoutMessage) {
    return new HttpError(503, 'The server is busy. Please try again in a moment.', { retryAfter: 1 });
  }
  return undefined;
}
