import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the canned server answers for one method + path: JSON, raw text, or a dropped socket. */
export type CannedAnswer =
  | { status?: number; json: unknown; delayMs?: number }
  | { status?: number; text: string }
  | { drop: true };

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real HTTP server on loopback for testing the API client: each test says what the server
 * answers, and reads what the client really sent. Unknown routes answer 404 JSON.
 */
export async function startCannedServer() {
  const answers = new Map<string, CannedAnswer>();
  const seen: SeenRequest[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    seen.push({ method, url, headers: request.headers, body });
    const answer = answers.get(`${method} ${url.split('?')[0] ?? ''}`);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: 'Not found' }));
      return;
    }
    if ('drop' in answer) {
      request.socket.destroy();
      return;
    }
    if ('json' in answer && answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    const isJson = 'json' in answer;
    response.writeHead(answer.status ?? 200, {
      'content-type': isJson ? 'application/json' : 'text/html',
    });
    response.end(isJson ? JSON.stringify(answer.json) : answer.text);
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answer(methodAndPath: string, answer: CannedAnswer) {
      answers.set(methodAndPath, answer);
    },
    reset() {
      answers.clear();
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
