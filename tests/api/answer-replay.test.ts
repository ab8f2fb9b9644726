import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CachedAnswer } from '../../demo/api/catalogue/catalogue-snapshot';
import { replayCatalogueAnswers } from '../../demo/api/http/answer-replay';
import { sendCachedAnswer } from '../../demo/api/http/cached-answer';

// The finished answers of catalogue reads, sent again without the chain: what reaches the
// route below the replay, and what the replay sends instead of it.
const allowed = 'https://shop.example.com';
let current: Set<CachedAnswer>;
let routeCalls: string[];
let app: Hono;

const answerFor = (key: string): CachedAnswer => ({ key, body: JSON.stringify({ success: true, data: key }), etag: `"${key}-etag"` });

function appWith(maxAnswers?: number): Hono {
  const answers = new Map<string, CachedAnswer>();
  const made = new Hono();
  // Origin groups as CORS makes them: the allowed origin, and every other origin as one.
  made.use(replayCatalogueAnswers((answer) => current.has(answer), (request) => (request.headers.get('origin') === allowed ? allowed : 'others'), maxAnswers));
  // A layer below the replay, as the security headers and CORS are: its headers are replayed.
  made.use(async (c, next) => {
    await next();
    c.header('X-Layer', 'ran');
    if (c.req.header('Origin') === allowed) c.header('Access-Control-Allow-Origin', allowed);
  });
  made.get('/tests/:id', (c) => {
    const id = c.req.param('id');
    routeCalls.push(id);
    if (id === 'unknown') return c.json({ success: false }, 404);
    if (id === 'plain') return c.json({ success: true });
    const answer = answers.get(id) ?? answerFor(id);
    answers.set(id, answer);
    current.add(answer);
    return sendCachedAnswer(c, answer);
  });
  made.post('/tests/:id', (c) => {
    routeCalls.push(`post ${c.req.param('id')}`);
    return c.json({ success: true });
  });
  return made;
}

const headersOf = (response: Response) => Object.fromEntries(response.headers);

beforeEach(() => {
  current = new Set();
  routeCalls = [];
  app = appWith();
});

describe('replaying catalogue answers', () => {
  it('sends a repeated read as the chain finished it, without running the chain', async () => {
    const first = await app.request('/tests/tsh', { headers: { Origin: allowed } });
    const second = await app.request('/tests/tsh', { headers: { Origin: allowed } });
    expect(routeCalls).toEqual(['tsh']);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('x-layer')).toBe('ran');
    expect(second.headers.get('access-control-allow-origin')).toBe(allowed);
  });

  it('answers If-None-Match with a 304 carrying the headers the chain gives a 304', async () => {
    const chain304 = await app.request('/tests/tsh', { headers: { 'If-None-Match': '"tsh-etag"' } });
    expect(chain304.status).toBe(304);
    await app.request('/tests/tsh');
    const replayed304 = await app.request('/tests/tsh', { headers: { 'If-None-Match': 'W/"tsh-etag"' } });
    expect(routeCalls).toEqual(['tsh', 'tsh']);
    expect(replayed304.status).toBe(304);
    expect(await replayed304.text()).toBe('');
    expect(headersOf(replayed304)).toEqual(headersOf(chain304));
    const otherTag = await app.request('/tests/tsh', { headers: { 'If-None-Match': '"old"' } });
    expect(otherTag.status).toBe(200);
    expect(routeCalls).toHaveLength(2);
  });

  it('keeps an answer per origin group: one for the allowed origin, one for all others', async () => {
    await app.request('/tests/tsh', { headers: { Origin: allowed } });
    await app.request('/tests/tsh');
    await app.request('/tests/tsh', { headers: { Origin: 'https://one.example' } });
    const notAllowed = await app.request('/tests/tsh', { headers: { Origin: 'https://three.example' } });
    expect(routeCalls).toEqual(['tsh', 'tsh']);
    expect(notAllowed.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the path’s answer for made-up query strings, which no catalogue read reads', async () => {
    await app.request('/tests/tsh');
    for (const query of ['?a=1', '?cache-buster=2', '?']) expect((await app.request(`/tests/tsh${query}`)).status).toBe(200);
    expect(routeCalls).toEqual(['tsh']);
  });

  it('runs the chain again once the answer is no longer current (the catalogue changed)', async () => {
    await app.request('/tests/tsh');
    current.clear();
    await app.request('/tests/tsh');
    expect(routeCalls).toEqual(['tsh', 'tsh']);
  });

  it('never replays refusals, answers of no catalogue read, writes or requests with a body', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await app.request('/tests/unknown')).status).toBe(404);
      await app.request('/tests/plain');
      await app.request('/tests/tsh', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      await app.request('/tests/vitd', { headers: { 'Content-Type': 'text/plain' } });
    }
    expect(routeCalls).toEqual(['unknown', 'plain', 'post tsh', 'vitd', 'unknown', 'plain', 'post tsh', 'vitd']);
  });

  it('drops the least recently used answer when full, so made-up paths never push out the ones in use', async () => {
    app = appWith(2);
    for (const id of ['a', 'b', 'a']) await app.request(`/tests/${id}`);
    expect(routeCalls).toEqual(['a', 'b']);
    await app.request('/tests/made-up-1');
    await app.request('/tests/a');
    await app.request('/tests/made-up-2');
    await app.request('/tests/a');
    expect(routeCalls).toEqual(['a', 'b', 'made-up-1', 'made-up-2']);
    await app.request('/tests/b');
    expect(routeCalls).toEqual(['a', 'b', 'made-up-1', 'made-up-2', 'b']);
  });
});
