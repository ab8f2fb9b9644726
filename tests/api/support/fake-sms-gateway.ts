import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The status it was answered with. */
  status: number;
}

/**
 * A local fake SMS gateway answering each request with the next status of `statuses` (the last
 * one from then on), after `delayMs`. A request it answers with a 2xx is delivered, even when the
 * answer comes too late for the sender, as a real gateway that took the SMS would.
 */
export async function startFakeSmsGateway(statuses: number[], delayMs = 0) {
  const requests: GatewayRequest[] = [];
  const gateway = {
    requests,
    url: '',
    /** The codes delivered to the number in the default body template, once per idempotency key (retries of one SMS are one). */
    codesDeliveredTo(phoneNumber: string): string[] {
      const codes = new Map<string, string>();
      for (const { headers, body, status } of requests) {
        const sms = JSON.parse(body) as { to: string; message: string };
        if (sms.to !== phoneNumber || status >= 300) continue;
        codes.set(String(headers['idempotency-key']), /^\d{6}/.exec(sms.message)?.[0] ?? '');
      }
      return [...codes.values()];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const status = statuses[Math.min(requests.length, statuses.length - 1)] ?? 200;
      requests.push({ headers: request.headers, body, status });
      setTimeout(() => response.writeHead(status).end(`{"echo":${JSON.stringify(body)}}`), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return gateway;
}
