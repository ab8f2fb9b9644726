import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { matchesEtag } from './cached-answer';
import { precompressedVariants } from './precompressed-variants';
import type { PrecompressedEncoding } from './precompressed-variants';

export interface PrecompressedStaticOptions {
  /** The folder served. */
  root: string;
  /** The file under `root` for a request path (checked already: no `..`, `%` or `\`). */
  fileFor: (path: string) => string;
  cacheControl: string;
}

/**
 * Built files as a CDN serves them: the copy compressed at build time (`build/precompressBuild.ts`)
 * that the request's `Accept-Encoding` takes, brotli before gzip, else the file itself, with
 * `Vary: Accept-Encoding` on every answer of a file that has copies. Each representation has its
 * own strong ETag (from the file's size and time, plus the encoding), and `If-None-Match`, or
 * failing that `If-Modified-Since`, gets 304. A `Range` counts bytes of the file itself, never of
 * a compressed copy: it is answered from the file, uncompressed (`If-Range` compares with the
 * file's own ETag or date, and a stale one gets the whole representation).
 */
export function servePrecompressed(options: PrecompressedStaticOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requested = safeRequestPath(c.req.path);
    if (requested === undefined) return next();
    const path = join(options.root, options.fileFor(requested));
    if (!path.startsWith(options.root.endsWith(sep) ? options.root : options.root + sep)) return next();
    const file = await statOfFile(path);
    if (!file) return next();

    const copies = await freshCopies(path, file.mtimeMs);
    const range = c.req.method === 'GET' ? rangeToServe(c, file) : undefined;
    const chosen = range ? undefined : preferredCopy(c.req.header('Accept-Encoding'), copies);
    const etag = etagOf(file, chosen?.encoding);
    const lastModified = file.mtime.toUTCString();
    c.header('Cache-Control', options.cacheControl);
    c.header('ETag', etag);
    c.header('Last-Modified', lastModified);
    if (copies.length > 0) c.header('Vary', 'Accept-Encoding', { append: true });
    if (notModified(c, etag, file.mtime)) return c.body(null, 304);

    c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream');
    c.header('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${file.size}`);
      return c.body(null, 416);
    }
    if (chosen) c.header('Content-Encoding', chosen.encoding);
    const sentPath = chosen ? path + chosen.suffix : path;
    const size = chosen ? chosen.size : file.size;
    if (c.req.method === 'HEAD') {
      c.header('Content-Length', String(size));
      return c.body(null, 200);
    }
    const content = await readFile(sentPath);
    if (!range) return c.body(content, 200);
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${content.length}`);
    return c.body(content.subarray(range.start, range.end + 1), 206);
  };
}

interface FileStat {
  size: number;
  mtime: Date;
  mtimeMs: number;
}

interface Copy {
  encoding: PrecompressedEncoding;
  suffix: string;
  size: number;
}

async function statOfFile(path: string): Promise<FileStat | undefined> {
  try {
    const found = await stat(path);
    return found.isFile() ? found : undefined;
  } catch {
    return undefined;
  }
}

/** The copies built from this very version of the file (same modification time). */
async function freshCopies(path: string, mtimeMs: number): Promise<Copy[]> {
  const found = await Promise.all(
    precompressedVariants.map(async ({ encoding, suffix }) => {
      const copy = await statOfFile(path + suffix);
      return copy && copy.mtimeMs === mtimeMs ? { encoding, suffix, size: copy.size } : undefined;
    }),
  );
  return found.filter((copy) => copy !== undefined);
}

/**
 * The copy the client takes with the highest weight (RFC 9110 §12.5.3: `br;q=0.8`, `*`, `q=0`
 * refusing), the server's order breaking ties; none when it takes neither.
 */
function preferredCopy(acceptEncoding: string | undefined, copies: Copy[]): Copy | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (coding !== '' && Number.isFinite(weight)) weights.set(coding, weight);
  }
  let best: Copy | undefined;
  let bestWeight = 0;
  for (const copy of copies) {
    const weight = weights.get(copy.encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = copy;
      bestWeight = weight;
    }
  }
  return best;
}

function etagOf(file: FileStat, encoding: PrecompressedEncoding | undefined): string {
  const version = `${file.size.toString(36)}-${Math.round(file.mtimeMs).toString(36)}`;
  return `"${encoding ? `${version}-${encoding}` : version}"`;
}

/** RFC 9110 §13.2.2: If-None-Match decides when present; If-Modified-Since only without it. */
function notModified(c: Context, etag: string, mtime: Date): boolean {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined) return matchesEtag(ifNoneMatch, etag);
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * The one byte range to send from the file, `'unsatisfiable'` for a range past its end, or none:
 * no `Range`, several ranges (the whole file is a valid answer to those), or an `If-Range` naming
 * another version than the file's own ETag or date.
 */
function rangeToServe(c: Context, file: FileStat): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('Range')?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const ifRange = c.req.header('If-Range');
  if (ifRange !== undefined && ifRange !== etagOf(file, undefined) && ifRange !== file.mtime.toUTCString()) return undefined;
  const [, first = '', last = ''] = match;
  const start = first === '' ? Math.max(file.size - Number(last), 0) : Number(first);
  const end = first === '' || last === '' ? file.size - 1 : Math.min(Number(last), file.size - 1);
  if (start > end || start >= file.size) return 'unsatisfiable';
  return { start, end };
}

/**
 * The request path if it may name a file: Hono has decoded it already, so a `%` left is an
 * encoded separator or dot, refused like `..` segments, doubled slashes and backslashes (as
 * `serveStatic` does).
 */
function safeRequestPath(path: string): string | undefined {
  if (path.includes('%') || /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/.test(path)) return undefined;
  return path;
}
