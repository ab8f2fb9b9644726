import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
const partner = 'https://clinic.example.in';

beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [partner] });
});
afterAll(() => server.close());

describe('CORS', () => {
  // A cart or login call: what only the listed origins may make.
  const listedCall = (origin: string) => server.request('POST', '/api/v1/auth/logout', { headers: { Origin: origin } });

  it('lets a configured origin read cart and login answers, which vary by origin', async () => {
    const response = await listedCall(partner);
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it.each([partner, 'https://another-partner.example', undefined])(
    'lets any page read public catalogue reads with one answer for all (Origin %s), without Vary: Origin',
    async (origin) => {
      for (const path of ['/api/v1/category/men/get', '/api/v1/tests/tsh', '/api/v1/tests/search?q=thyroid', '/api/v1/bottombanners/get-random']) {
        const response = await server.request('GET', path, { headers: origin ? { Origin: origin } : {} });
        expect([path, response.headers.get('access-control-allow-origin')]).toEqual([path, '*']);
        expect(response.headers.get('vary') ?? '').not.toContain('Origin');
      }
    },
  );

  it('answers a public read’s preflight for any origin', async () => {
    const response = await server.request('OPTIONS', '/api/v1/tests/tsh', {
      headers: { Origin: 'https://another-partner.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets a configured origin read Retry-After and ETag, so the elements wait as long as a 429 says', async () => {
    const phoneNumber = '9876500042';
    await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, headers: { Origin: partner } });
    const refused = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber }, headers: { Origin: partner } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('access-control-allow-origin')).toBe(partner);
    const exposed = (refused.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'etag']));
    const read = await server.request('GET', '/api/v1/tests/tsh', { headers: { Origin: partner } });
    expect(read.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag');
  });

  it('gives no CORS permission for cart and login calls to any other origin', async () => {
    const response = await listedCall('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight for DELETE with Authorization and Content-Type', async () => {
    const response = await server.request('OPTIONS', '/api/v1/cart/remove', {
      headers: {
        Origin: partner,
        'Access-Control-Request-Method': 'DELETE',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('allows the server’s own origins by default', async () => {
    const own = await startTestServer();
    try {
      const response = await own.request('POST', '/api/v1/auth/logout', { headers: { Origin: own.url } });
      expect(response.headers.get('access-control-allow-origin')).toBe(own.url);
    } finally {
      await own.close();
    }
  });
});

describe('health', () => {
  it('answers /healthz and /readyz with 200 while the process runs and the instance is ready, never cached, with the security headers', async () => {
    const healthy = await server.request('GET', '/healthz');
    const ready = await server.request('GET', '/readyz');
    expect([healthy.status, healthy.body]).toEqual([200, { success: true, message: 'Running', state: 'ready', database: 'up' }]);
    expect([ready.status, ready.body]).toEqual([200, { success: true, message: 'Ready', state: 'ready', database: 'up' }]);
    for (const answer of [healthy, ready]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    // The header is the health routes' own, not every answer's.
    expect((await server.request('GET', '/')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('request and error handling', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const response = await server.request('POST', '/api/v1/auth/send-otp', { rawBody: '{"phoneNumber": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Request body must be valid JSON' });
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const response = await server.request('POST', '/api/v1/auth/send-otp', { rawBody: '["9876543210"]' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Request body must be a JSON object' });
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await server.request('POST', '/api/v1/auth/send-otp', {
      body: { phoneNumber: '9876543210', padding: 'x'.repeat(17 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('writes the path of a failed call as JSON, so a %0A in it cannot start a forged log line', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await server.db.query('ALTER TABLE sessions RENAME TO sessions_gone');
    try {
      const path = '/api/v1/cart/u1%0A2026-12-06T10:00:00Z%20Login%20ok';
      expect((await server.request('GET', path, { token: 'x'.repeat(43) })).status).toBe(500);
      const lines = logged.mock.calls.map(([line]) => String(line));
      expect(lines).toEqual([expect.stringMatching(/^GET "\/api\/v1\/cart\/u1\\n2026-12-06T10:00:00Z Login ok" failed: /)]);
    } finally {
      await server.db.query('ALTER TABLE sessions_gone RENAME TO sessions');
      logged.mockRestore();
    }
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const response = await server.request('GET', '/api/v1/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Not found' });
  });
});

describe('static files', () => {
  it('serves the demo page at / without caching', async () => {
    const response = await server.request('GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/api.ts'],
    ['/server.ts'],
    ['/api/start-server.ts'],
    ['/dist/../package.json'],
    ['/dist/%2e%2e/package.json'],
    ['/images/..%2f..%2fstart-server.ts'],
    ['/banners/../../../package.json'],
  ])('never serves files outside the public folders: %s', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('startServer');
  });
});
