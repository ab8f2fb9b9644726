import { connect, createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A TCP proxy to `target` that can go silent: while silenced it drops what either side sends and
 * closes no connection, as a failed-over database host or a network that loses packets without a
 * reset looks to a client. Connections opened while silent get no answer either.
 */
export async function startSilencingProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let silent = false;
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (!silent) to.write(chunk);
    });
    const end = () => {
      from.destroy();
      to.destroy();
      sockets.delete(from);
    };
    from.on('error', end).on('close', end);
    sockets.add(from);
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    silence: () => void (silent = true),
    resume: () => void (silent = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
