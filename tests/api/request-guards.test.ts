import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ limits: { maxSearchesPerAddressPerSecond: 5 } });
});
afterAll(() => server.close());

/** `fetch` with a body and exactly the given Content-Type (none when undefined). */
async function post(path: string, body: string, contentType: string | undefined, method = 'POST') {
  const response = await fetch(server.url + path, {
    method,
    // Bytes, not a string: `fetch` would add `text/plain` to a string body.
    body: new TextEncoder().encode(body),
    headers: contentType === undefined ? {} : { 'Content-Type': contentType },
  });
  return { status: response.status, contentType: response.headers.get('content-type'), body: (await response.json()) as unknown };
}

describe('JSON bodies only', () => {
  const refusal = { success: false, message: 'Request body must be JSON (Content-Type: application/json)' };

  it.each([
    ['text/plain', '{"phoneNumber":"9876543210"}'],
    ['text/plain;charset=UTF-8', '{"phoneNumber":"9876543210"}'],
    ['application/x-www-form-urlencoded', 'phoneNumber=9876543210'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="phoneNumber"\r\n\r\n9876543210\r\n--x--'],
    [undefined, '{"phoneNumber":"9876543210"}'],
  ])('refuses send-otp with Content-Type %s and sends no code', async (contentType, body) => {
    const response = await post('/api/v1/auth/send-otp', body, contentType);
    expect(response.status).toBe(415);
    expect(response.contentType).toContain('application/json');
    expect(response.body).toEqual(refusal);
    expect(server.sender.latestCodeFor('9876543210')).toBeUndefined();
  });

  it.each([
    ['POST', '/api/v1/auth/verify-otp'],
    ['POST', '/api/v1/cart/add'],
    ['DELETE', '/api/v1/cart/remove'],
    ['POST', '/api/v1/auth/logout'],
  ])('refuses %s %s with a text/plain body', async (method, path) => {
    const response = await post(path, '{}', 'text/plain', method);
    expect(response.status).toBe(415);
    expect(response.body).toEqual(refusal);
  });

  it('accepts application/json with a charset', async () => {
    const response = await post('/api/v1/auth/send-otp', '{"phoneNumber":"9876500099"}', 'application/json; charset=utf-8');
    expect(response.status).toBe(200);
  });
});

describe('bad input', () => {
  it.each([['/api/v1/tests/%00'], ['/api/v1/tests/tsh%00'], ['/api/v1/tests/category/%00'], ['/api/v1/tests/search?q=ts%00h'], ['/api/v1/cart/%00']])(
    'answers %s with 400 JSON, not a 500',
    async (path) => {
      const response = await server.request('GET', path);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Invalid request address' });
    },
  );

  it('refuses a NUL character in a JSON string with 400', async () => {
    const response = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: '98765\u000043210' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Request body must not contain NUL characters' });
  });
});

describe('searches per client address', () => {
  it('answers searches over the per-second cap with 429 and Retry-After', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => server.request('GET', '/api/v1/tests/search?q=thyroid')),
    );
    const refused = responses.filter(({ status }) => status === 429);
    expect(responses.filter(({ status }) => status === 200)).toHaveLength(5);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body).toEqual({
      success: false,
      message: 'Too many searches from this device. Please try again in a moment.',
      retryAfter: 1,
    });
    expect(refused[0]?.headers.get('retry-after')).toBe('1');
    server.clock.advance(1_000);
    expect((await server.request('GET', '/api/v1/tests/search?q=thyroid')).status).toBe(200);
  });
});

describe('security headers', () => {
  it.each([['/'], ['/clinic.html'], ['/clinic.js'], ['/marketing.css'], ['/api/v1/tests/tsh'], ['/api/v1/nothing'], ['/images/tests/thyroid.svg']])(
    '%s carries the CSP, frame-ancestors, nosniff and the referrer policy',
    async (path) => {
      const response = await fetch(server.url + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('allows a demo page inline scripts and styles by their hashes alone, and no style attributes or handlers', async () => {
    const inlineBlock = /<(script|style)\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/\1/gi;
    const allowed: Record<string, number> = {};
    for (const page of ['/', '/marketing.html', '/clinic.html']) {
      const response = await fetch(server.url + page);
      const directives = Object.fromEntries(
        (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
          const [name = '', ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
      );
      const html = await response.text();
      expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
      const blocks = [...html.matchAll(inlineBlock)];
      for (const [, kind = '', text = ''] of blocks) {
        const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
        expect(directives[`${kind}-src`]).toContain(hash);
      }
      const hashes = [...(directives['script-src'] ?? []), ...(directives['style-src'] ?? [])].filter((source) =>
        source.startsWith("'sha256-"),
      );
      expect(hashes).toHaveLength(blocks.length);
      allowed[page] = hashes.length;
    }
    // The store page's first-screen snapshot: one style sheet and one script; the others have none.
    expect(allowed).toEqual({ '/': 2, '/marketing.html': 0, '/clinic.html': 0 });
  });
});
