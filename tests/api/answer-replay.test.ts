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
  made.use(replayCatalogueAnswers((answer) => current.has(answer), [allowed], maxAnswers));
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

  it('keeps an answer per allowed origin, and one for every origin the API does not allow', async () => {
    await app.request('/tests/tsh', { headers: { Origin: allowed } });
    await app.request('/tests/tsh');
    await app.request('/tests/tsh', { headers: { Origin: 'https://one.example' } });
    await app.request('/tests/tsh', { headers: { Origin: 'https://two.example' } });
    const notAllowed = await app.request('/tests/tsh', { headers: { Origin: 'https://three.example' } });
    expect(routeCalls).toEqual(['tsh', 'tsh', 'tsh']);
    expect(notAllowed.headers.get('access-control-allow-origin')).toBeNull();
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

  it('drops its answers when full, so made-up addresses cost speed, not memory', async () => {
    app = appWith(2);
    for (const id of ['a', 'b', 'a', 'b']) await app.request(`/tests/${id}`);
    expect(routeCalls).toEqual(['a', 'b']);
    await app.request('/tests/c');
    await app.request('/tests/a');
    expect(routeCalls).toEqual(['a', 'b', 'c', 'a']);
  });
});
