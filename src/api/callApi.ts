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
  /** Seconds the server asks the client to wait before trying again (a refused code send). */
  retryAfter?: number;
};

export type ApiOutcome<T> = { ok: true; value: T } | ApiFailure;

const serverMessage = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.message === 'string' && body.message.trim()
    ? body.message.trim()
    : undefined;

/**
 * Runs one call and turns whatever comes back into an outcome: never throws. A body with
 * `success: false`, a non-2xx status and a body `read` cannot make sense of are all `failed`;
 * a request that got no answer is `error`. Messages come from product §8 via `messages`.
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
    retryAfter: isRecord(body) && typeof body.retryAfter === 'number' ? body.retryAfter : undefined,
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
  return { ok: true, value };
}
