import { FetchError } from 'ofetch';
import { phrase, type Phrase } from '../i18n';
import type { CallMessages } from './callMessages';
import { isRecord } from './parse';

export type ApiFailure = {
  ok: false;
  /** `failed`: the server answered no; `error`: no usable answer (network, time-out, abort). */
  reason: 'failed' | 'error';
  message: Phrase;
  status?: number;
  /** The server's JSON body, when it sent one (e.g. `retryAfter` of a refused code send). */
  body?: Record<string, unknown>;
};

export type ApiOutcome<T> = { ok: true; value: T; body: Record<string, unknown> } | ApiFailure;

const serverMessage = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.message === 'string' && body.message.trim()
    ? body.message.trim()
    : undefined;

/**
 * Runs one call and turns whatever comes back into an outcome: never throws. A body with
 * `success: false`, a non-2xx status and a body `read` cannot make sense of are all `failed`;
 * a request that got no answer is `error`. Messages come from spec §8 via `messages`.
 */
export async function callApi<T>(
  request: () => Promise<unknown>,
  read: (body: unknown) => T | undefined,
  messages: CallMessages,
): Promise<ApiOutcome<T>> {
  const failed = (body: unknown, status?: number): ApiFailure => ({
    ok: false,
    reason: 'failed',
    message: {
      key: messages.failed,
      serverText: messages.preferServerMessage ? serverMessage(body) : undefined,
    },
    status,
    body: isRecord(body) ? body : undefined,
  });

  let body: unknown;
  try {
    body = await request();
  } catch (error) {
    if (error instanceof FetchError && error.response) return failed(error.data, error.status);
    return { ok: false, reason: 'error', message: phrase(messages.error) };
  }
  if (isRecord(body) && body.success === false) return failed(body);
  const value = read(body);
  if (value === undefined) return failed(undefined);
  return { ok: true, value, body: isRecord(body) ? body : {} };
}
