import type { MiddlewareHandler } from 'hono';
import type { CachedAnswer } from '../catalogue/catalogue-snapshot';
import { answerSentBy, matchesEtag } from './cached-answer';
import { LruCache } from './lru-cache';

/** A catalogue answer as the whole chain finished it: its bytes and every header it was sent with. */
interface FinishedAnswer {
  answer: CachedAnswer;
  headers: Record<string, string>;
  /** The same without `Content-Type`, as the chain sends a 304 (`sendCachedAnswer`). */
  notModifiedHeaders: Record<string, string>;
}

/** Enough for every catalogue read under each origin group, far below what memory would notice. */
const defaultMaxAnswers = 2000;

/**
 * Sends a catalogue read that was answered before again as the chain finished it, without
 * running the chain: security headers, CORS, guards and routing cost a cached read more than the
 * read itself (`demo/api/README.md`, Spike). The first request for a path, per origin group, goes
 * through the chain; its finished answer is kept while the catalogue copy it came from is
 * current (`isCurrent` also checks the version, as a read does), so a change shows as soon as
 * the chain would show it. Only what the chain's answer depends on is in the key: the path (no
 * catalogue read reads the query string, so made-up ones add no entry) and the origin group
 * (`originGroupOf`: what CORS answers the request's Origin); a 304 is made from the kept headers.
 * Requests with a body, other methods and everything else go through the chain. At `maxAnswers`
 * the least recently used answer is dropped, so made-up paths cost only their own speed, never
 * the answers in use.
 */
export function replayCatalogueAnswers(
  isCurrent: (answer: CachedAnswer) => boolean,
  originGroupOf: (request: Request, path: string) => string,
  maxAnswers = defaultMaxAnswers,
): MiddlewareHandler {
  const finished = new LruCache<string, FinishedAnswer>(maxAnswers);
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== 'GET' || request.headers.has('content-type')) return next();
    const path = pathOf(request.url);
    const key = `${path}\n${originGroupOf(request, path)}`;
    const kept = finished.get(key);
    if (kept && isCurrent(kept.answer)) {
      return matchesEtag(request.headers.get('if-none-match') ?? undefined, kept.answer.etag)
        ? new Response(null, { status: 304, headers: kept.notModifiedHeaders })
        : new Response(kept.answer.body, { status: 200, headers: kept.headers });
    }
    await next();
    const answer = answerSentBy(c);
    if (!answer || c.res.status !== 200 || !isCurrent(answer)) return;
    const headers = Object.fromEntries(c.res.headers);
    const { 'content-type': _type, ...notModifiedHeaders } = headers;
    finished.set(key, { answer, headers, notModifiedHeaders });
  };
}

/** The path of an absolute URL without its query, as sent (no URL parsing on the hot path). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  return url.slice(start, query === -1 ? undefined : query);
}
