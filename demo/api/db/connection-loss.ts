import { HttpError } from '../http/http-error';

// What node-postgres reports when the database cannot be reached or drops the connection: the
// socket's errors, PostgreSQL's connection-exception class (08) and shutdown codes (57P01
// `pg_ctl stop`, 57P02 crash, 57P03 starting up or shutting down), and its own texts for a
// connection that ended or a reply that never came (`query_timeout`).
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const shutdownCodes = new Set(['57P01', '57P02', '57P03']);
const lossMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
];

/** Seconds a refused caller is told to wait: about how long a restarted PostgreSQL takes. */
export const unavailableRetryAfterSeconds = 5;

/** Whether `error` says the database is out of reach, rather than that a statement failed. */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some(isConnectionLoss)) return true;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  return socketCodes.has(code) || shutdownCodes.has(code) || code.startsWith('08') || lossMessages.includes(error.message);
}

/** The answer to a call that needed the database while it is out of reach, or undefined. */
export function unavailableRefusal(error: unknown): HttpError | undefined {
  if (!isConnectionLoss(error)) return undefined;
  return new HttpError(503, 'The service is unavailable right now. Please try again in a moment.', {
    retryAfter: unavailableRetryAfterSeconds,
  });
}
