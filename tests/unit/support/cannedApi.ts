import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { $apiBase } from '../../../src/stores/config';

/**
 * What a canned route answers: a status and JSON or text, `'hang'` for a server that never
 * replies, `'headers-only'` for one that sends its headers and then stalls, or `'drop'` for one
 * that closes the connection without an answer (the API down).
 */
export type CannedReply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  | 'hang'
  | 'headers-only'
  | 'drop';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface CannedApi {
  requests: RecordedRequest[];
  /** Replaces the handler: every request is answered by it. */
  answer: (handler: (request: RecordedRequest) => CannedReply) => void;
  close: () => Promise<void>;
}

/**
 * A real local HTTP server with canned JSON answers, set as the store's API base: the code under
 * test runs its real `src/api` calls against it (never a mocked module).
 */
export async function startCannedApi(): Promise<CannedApi> {
  const requests: RecordedRequest[] = [];
  let handler: (request: RecordedRequest) => CannedReply = () => ({ status: 404, json: {} });
  const server: Server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'content-type, authorization, idempotency-key',
      'Access-Control-Allow-Methods': 'GET, POST, DELETE',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(request);
      const reply = handler(request);
      if (reply === 'hang') return;
      if (reply === 'headers-only') {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
        res.write('{"success": true, "data": [');
        return;
      }
      if (reply === 'drop') {
        req.socket.destroy();
        return;
      }
      const isJson = 'json' in reply;
      res.writeHead(reply.status ?? 200, {
        ...cors,
        'Content-Type': isJson ? 'application/json' : 'text/html',
        ...reply.headers,
      });
      res.end(isJson ? JSON.stringify(reply.json) : reply.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  $apiBase.set(`http://127.0.0.1:${port}`);
  return {
    requests,
    answer: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Starts a canned API before the file's tests (`canned.api` from then on) and stops it after
 * them; the file's tests answer as they need with `canned.api.answer`.
 */
export function withCannedApi(): { readonly api: CannedApi } {
  const canned = {} as { api: CannedApi };
  beforeAll(async () => {
    canned.api = await startCannedApi();
  });
  afterAll(() => canned.api.close());
  return canned;
}
