import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePrecompressed } from '../../demo/api/http/precompressed-static';
import { startTestServer } from '../api/support/test-server';
import type { TestServer } from '../api/support/test-server';

// What ships: dist/ as `npm run build` leaves it, served by the demo server. The build compresses
// each text file once (gzip -9 and brotli 11); the server sends the copy a request accepts, and
// never compresses a file on a request.
const dist = new URL('../../dist/', import.meta.url);
const distFile = (path: string) => readFile(new URL(path, dist));
const entry = 'lab-storefront.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose answer is kept as sent (fetch would decompress it). */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, baseUrl), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('npm run build', () => {
  it('writes a gzip and a brotli copy beside each text file pages load from dist/, and none beside images', async () => {
    const files = (await readdir(dist, { recursive: true })).map(String);
    // The bundler and Node builds reach users through the package, never by URL.
    const forPackageOnly = /^(?:bundler|server)\//;
    expect(files.filter((file) => forPackageOnly.test(file) && /\.(?:br|gz)$/.test(file))).toEqual([]);
    const texts = files.filter((file) => !forPackageOnly.test(file) && /\.(?:js|css|json|svg|html|map)$/.test(file));
    expect(texts.length).toBeGreaterThan(20);
    for (const file of texts) {
      const original = await distFile(file);
      for (const [suffix, decompress, compress] of [
        ['.br', brotliDecompressSync, brotliCompressSync],
        ['.gz', gunzipSync, (content: Buffer) => gzipSync(content, { level: 9 })],
      ] as const) {
        if (!files.includes(file + suffix)) {
          // Only where a copy would not be smaller (a tiny file: the format's header outweighs it).
          expect(compress(original).length, `${file}${suffix} is missing`).toBeGreaterThanOrEqual(original.length);
          continue;
        }
        expect(decompress(await distFile(file + suffix)).equals(original), `${file}${suffix}`).toBe(true);
        expect((await stat(new URL(file + suffix, dist))).mtimeMs).toBe((await stat(new URL(file, dist))).mtimeMs);
      }
    }
    expect(files.filter((file) => /\.(?:png|jpe?g|webp|avif|woff2?)\.(?:br|gz)$/.test(file))).toEqual([]);
  });

  it('compresses at the highest levels: brotli smaller than gzip, gzip as small as level 9', async () => {
    const original = await distFile(entry);
    const gzipped = await distFile(`${entry}.gz`);
    expect(gzipped.length).toBe(gzipSync(original, { level: 9 }).length);
    expect((await distFile(`${entry}.br`)).length).toBeLessThan(gzipped.length);
  });
});

describe('the bundle as served', () => {
  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
    ['gzip;q=1, br;q=0.5', 'gzip', '.gz'],
    ['*', 'br', '.br'],
  ])('Accept-Encoding: %s gets the %s copy byte for byte', async (acceptEncoding, encoding, suffix) => {
    const answer = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.body.equals(await distFile(entry + suffix))).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
  });

  it.each([['identity'], [''], ['deflate'], ['br;q=0, gzip;q=0']])('Accept-Encoding: "%s" gets the file itself', async (acceptEncoding) => {
    const answer = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    // A cache must still tell this answer from the compressed ones.
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.equals(await distFile(entry))).toBe(true);
  });

  it('chunks and source maps are precompressed too, chunks cached for a year', async () => {
    const chunk = (await readdir(new URL('chunks/', dist))).find((file) => file.endsWith('.js')) ?? '';
    const answer = await get(server.url, `/dist/chunks/${chunk}`, { 'Accept-Encoding': 'br' });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.equals(await distFile(`chunks/${chunk}.br`))).toBe(true);
    const map = await get(server.url, `/dist/${entry}.map`, { 'Accept-Encoding': 'gzip' });
    expect(map.body.equals(await distFile(`${entry}.map.gz`))).toBe(true);
  });

  it('gives each encoding its own ETag, and answers 304 to If-None-Match and If-Modified-Since for each', async () => {
    const encodings = ['br', 'gzip', 'identity'];
    const first = await Promise.all(encodings.map((encoding) => get(server.url, `/dist/${entry}`, { 'Accept-Encoding': encoding })));
    const etags = first.map((answer) => String(answer.headers.etag));
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    const lastModified = String(first[0]?.headers['last-modified']);
    expect(first.map((answer) => answer.headers['last-modified'])).toEqual([lastModified, lastModified, lastModified]);

    for (const [index, encoding] of encodings.entries()) {
      const etag = etags[index] ?? '';
      const revalidated = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': encoding, 'If-None-Match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers.vary).toBe('Accept-Encoding');
      expect(revalidated.headers['cache-control']).toBe('public, max-age=300');
      const bySince = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': encoding, 'If-Modified-Since': lastModified });
      expect(bySince.status).toBe(304);
    }
    // Another encoding's ETag is another representation: the whole copy is sent.
    const other = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': 'br', 'If-None-Match': etags[1] ?? '' });
    expect(other.status).toBe(200);
    expect(other.body.equals(await distFile(`${entry}.br`))).toBe(true);
    const older = await get(server.url, `/dist/${entry}`, { 'If-Modified-Since': new Date(Date.parse(lastModified) - 1000).toUTCString() });
    expect(older.status).toBe(200);
  });

  it('answers a byte range from the file itself, uncompressed, whatever the client accepts', async () => {
    const original = await distFile(entry);
    const first = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['content-range']).toBe(`bytes 0-99/${original.length}`);
    expect(first.body.equals(original.subarray(0, 100))).toBe(true);

    const tail = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': 'br', Range: 'bytes=-50' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(original.subarray(original.length - 50))).toBe(true);

    const resumed = await get(server.url, `/dist/${entry}`, { Range: `bytes=100-`, 'If-Range': String(first.headers.etag) });
    expect(resumed.status).toBe(206);
    expect(Buffer.concat([first.body, resumed.body]).equals(original)).toBe(true);

    // An If-Range of another version gets the whole representation, here the brotli copy.
    const changed = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': 'br', Range: 'bytes=100-', 'If-Range': '"older"' });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(await distFile(`${entry}.br`))).toBe(true);

    const beyond = await get(server.url, `/dist/${entry}`, { Range: `bytes=${original.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${original.length}`);
  });

  it('answers HEAD with the length of the copy it would send, and no body', async () => {
    const answer = await get(server.url, `/dist/${entry}`, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(String((await distFile(`${entry}.gz`)).length));
    expect(answer.body.length).toBe(0);
  });

  it('lets pages of any origin load the files as module scripts (CORS), 304 and 404 included', async () => {
    const answer = await get(server.url, `/dist/widgets/lab-test-card.js`, { Origin: 'https://partner.example', 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const revalidated = await get(server.url, `/dist/widgets/lab-test-card.js`, {
      Origin: 'https://partner.example', 'Accept-Encoding': 'br', 'If-None-Match': String(answer.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['access-control-allow-origin']).toBe('*');
    const missing = await get(server.url, '/dist/widgets/lab-nothing.js', { Origin: 'https://partner.example' });
    expect(missing.status).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    // The demo pages stay same-origin.
    expect((await get(server.url, '/', { Origin: 'https://partner.example' })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the documentation site from its precompressed copies too', async () => {
    const answer = await get(server.url, '/docs/', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(await readFile(new URL('../../dist-docs/index.html.br', import.meta.url)))).toBe(true);
  });
});

describe('a copy older than its file', () => {
  let folder: string;
  let close: () => void;
  let url: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lab-precompressed-'));
    const app = new Hono();
    app.get('/*', servePrecompressed({ root: folder, fileFor: (path) => path, cacheControl: 'no-cache' }));
    const listening = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    close = () => listening.close();
  });
  afterAll(async () => {
    close();
    await rm(folder, { recursive: true, force: true });
  });

  it('is never sent: a file rebuilt without its copies goes out as it is', async () => {
    const file = join(folder, 'app.js');
    await writeFile(file, 'console.log("new");');
    await writeFile(`${file}.gz`, gzipSync('console.log("new");'));
    await writeFile(`${file}.br`, 'old brotli bytes');
    // As the build stamps them: the file and its fresh copy at one whole second.
    const built = new Date(Math.floor(Date.now() / 1000) * 1000);
    const before = new Date(built.getTime() - 60_000);
    await utimes(file, built, built);
    await utimes(`${file}.gz`, built, built);
    await utimes(`${file}.br`, before, before);

    const answer = await get(url, '/app.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe('console.log("new");');
    const brOnly = await get(url, '/app.js', { 'Accept-Encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body.toString()).toBe('console.log("new");');
  });
});
