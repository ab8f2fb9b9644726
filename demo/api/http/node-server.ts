import { createServer, STATUS_CODES } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { errorBody } from './http-error';
import { securityHeaders } from './security-headers';

export interface HttpSettings {
  /**
   * How long an idle keep-alive connection stays open. Above a load balancer's idle time-out
   * (60 s on AWS and most others), so the balancer always closes first: a server closing first
   * races the balancer's next request on that connection, which then fails as a 502.
   */
  keepAliveTimeoutMs: number;
  /**
   * How long `close` lets requests in flight finish before it cuts their connections: above the
   * slowest request, a code send through the SMS gateway (5 s × 3 attempts and 1.5 s of waits
   * between them by default: 16.5 s).
   */
  shutdownTimeoutMs: number;
  /**
   * How long `drain` then still waits for handlers whose connections were cut. A handler running
   * that long after its caller is gone is stuck (a call that never answers): the database closes
   * under it rather than keep a deploy waiting without end.
   */
  cutHandlerWaitMs: number;
}

export const defaultHttpSettings: HttpSettings = { keepAliveTimeoutMs: 65_000, shutdownTimeoutMs: 20_000, cutHandlerWaitMs: 5_000 };

export interface AppServer {
  readonly server: Server;
  /**
   * Stops taking connections, lets requests in flight finish (their connections are cut after
   * `shutdownTimeoutMs`) and resolves once every handler has returned, cut or not, or
   * `cutHandlerWaitMs` after the cut: only then may the database close under them.
   */
  drain(): Promise<void>;
}

/** Serves `app` with Node's HTTP server; resolves once it listens. */
export function serveApp(app: Hono, port: number, hostname: string, settings: HttpSettings): Promise<AppServer> {
  const listener = getRequestListener(app.fetch, { hostname, errorHandler: refuseUnreadableRequest });
  // The requests in flight: what their handlers return, and the responses they are writing.
  const handlers = new Map<Promise<unknown>, ServerResponse>();
  let closing = false;
  // The listener answers every request itself, errors included. While closing, each answer
  // closes its connection (`Connection: close`): a keep-alive client (a balancer) then opens its
  // next request elsewhere instead of sending it to a socket about to be cut.
  const server = createServer(
    // Node's own time-out for a request's headers must stay above the keep-alive one, or an idle
    // connection is closed by it first.
    { keepAliveTimeout: settings.keepAliveTimeoutMs, headersTimeout: settings.keepAliveTimeoutMs + 1000 },
    (incoming, outgoing) => {
      if (closing) outgoing.shouldKeepAlive = false;
      const handled = listener(incoming, outgoing);
      handlers.set(handled, outgoing);
      void handled.finally(() => {
        handlers.delete(handled);
        // A connection whose answer had started before the shutdown goes idle only now.
        if (closing) server.closeIdleConnections();
      });
    },
  );
  server.on('clientError', refuseMalformedRequest);
  const drain = async () => {
    closing = true;
    // Answers not yet started close their connection too, so it does not wait idle for the cut.
    for (const outgoing of handlers.values()) if (!outgoing.headersSent) outgoing.shouldKeepAlive = false;
    // Requests still running after the time-out lose their connection: a stuck one must not
    // keep a deploy waiting.
    const cutOff = setTimeout(() => server.closeAllConnections(), settings.shutdownTimeoutMs);
    await new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      // Keep-alive sockets with no request in flight would otherwise hold close() open.
      server.closeIdleConnections();
    }).finally(() => clearTimeout(cutOff));
    // A cut connection does not stop its handler, which may still be writing to the database.
    const running = [...handlers.keys()];
    let waitEnded: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => (waitEnded = setTimeout(() => resolve('gave up'), settings.cutHandlerWaitMs)));
    const outcome = await Promise.race([Promise.allSettled(running), gaveUp]);
    clearTimeout(waitEnded);
    if (outcome === 'gave up') console.warn(`Shutdown: ${handlers.size} request handler(s) still running ${settings.cutHandlerWaitMs} ms after their connections were cut; closing anyway`);
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () =>
      resolve({ server, drain }),
    );
  });
}

// Requests Node accepts but that cannot become a web `Request` (a GET with a body, a bad Host
// header) never reach the app: they get its JSON refusal and headers from this one route.
const refusals = new Hono();
refusals.use(securityHeaders);
refusals.all('*', (c) => c.json(errorBody('Bad request'), 400));

function refuseUnreadableRequest(): Response | Promise<Response> {
  return refusals.request('/');
}

/** What Node's HTTP parser refuses (headers over 16 KB, broken framing) gets a JSON answer too. */
function refuseMalformedRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorBody(status === 431 ? 'Request headers are too large' : 'Bad request'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
