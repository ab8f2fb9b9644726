import type { Context } from 'hono';
import type { CachedAnswer } from '../catalogue/catalogue-snapshot';

/**
 * Browsers and a CDN in front may keep a catalogue answer a minute, then use it up to ten more
 * while they fetch the next one: a spike is mostly answered before it reaches the server, and a
 * price change shows within minutes. (CORS adds `Access-Control-Allow-Origin: *`: the answer is
 * the same for every origin.)
 */
export const catalogueCacheControl = 'public, max-age=60, stale-while-revalidate=600';

const sentAnswers = new WeakMap<Context, CachedAnswer>();

/** The catalogue answer a request was answered with, if any (`answer-replay.ts` keeps it). */
export function answerSentBy(c: Context): CachedAnswer | undefined {
  return sentAnswers.get(c);
}

/**
 * Sends a kept answer with its ETag, or 304 when the client already has these bytes. The answer
 * must not depend on the query string: `answer-replay.ts` sends it again for the same path.
 */
export function sendCachedAnswer(c: Context, answer: CachedAnswer): Response {
  sentAnswers.set(c, answer);
  c.header('ETag', answer.etag);
  c.header('Cache-Control', catalogueCacheControl);
  if (matchesEtag(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(answer.body, 200);
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/"x"` matches `"x"`, and `*` matches any. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
