import type { MiddlewareHandler } from 'hono';
import type { CachedAnswer } from '../catalogue/catalogue-snapshot';
import { answerSentBy, matchesEtag } from './cached-answer';

/** A catalogue answer as the whole chain finished it: its bytes and every header it was sent with. */
interface FinishedAnswer {
  answer: CachedAnswer;
  headers: Record<string, string>;
  /** The same without `Content-Type`, as the chain sends a 304 (`sendCachedAnswer`). */
  notModifiedHeaders: Record<string, string>;
}

/** Enough for every catalogue name under each allowed origin, far below what memory would notice. */
const defaultMaxAnswers = 2000;

/**
 * Sends a catalogue read that was answered before again as the chain finished it, without
 * running the chain: security headers, CORS, guards and routing cost a cached read more than the
 * read itself (`demo/api/README.md`, Spike). The first request for an address, per Origin, goes
 * through the chain; its finished answer is kept while the catalogue copy it came from is
 * current (`isCurrent` also checks the version, as a read does), so a change shows as soon as
 * the chain would show it. Only what the chain's answer depends on is in the key: the address
 * and the Origin (an origin the API does not allow counts as one, so made-up origins add no
 * entry); a 304 is made from the kept headers. Requests with a body, other methods and
 * everything else go through the chain. At `maxAnswers` the kept answers are dropped and kept
 * again as requests come, so addresses made up to fill the memory cost only speed.
 */
export function replayCatalogueAnswers(
  isCurrent: (answer: CachedAnswer) => boolean,
  allowedOrigins: readonly string[],
  maxAnswers = defaultMaxAnswers,
): MiddlewareHandler {
  const finished = new Map<string, FinishedAnswer>();
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== 'GET' || request.headers.has('content-type')) return next();
    const origin = request.headers.get('origin');
    const originKey = origin === null ? '' : allowedOrigins.includes(origin) ? origin : 'another origin';
    const key = `${request.url}\n${originKey}`;
    const kept = finished.get(key);
    if (kept && isCurrent(kept.answer)) {
      return matchesEtag(request.headers.get('if-none-match') ?? undefined, kept.answer.etag)
        ? new Response(null, { status: 304, headers: kept.notModifiedHeaders })
        : new Response(kept.answer.body, { status: 200, headers: kept.headers });
    }
    await next();
    const answer = answerSentBy(c);
    if (!answer || c.res.status !== 200 || !isCurrent(answer)) return;
    if (!kept && finished.size >= maxAnswers) finished.clear();
    const headers = Object.fromEntries(c.res.headers);
    const { 'content-type': _type, ...notModifiedHeaders } = headers;
    finished.set(key, { answer, headers, notModifiedHeaders });
  };
}
