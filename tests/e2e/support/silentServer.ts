import { createServer, type Server, type Socket } from 'node:net';

/** A loopback TCP server that accepts connections and never says a word: a stalled network. */
export async function startSilentServer(): Promise<{
  url: string;
  requests: () => number;
  connections: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let requests = 0;
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    // Counted by request lines, whatever the connection reuse.
    socket.on('data', (data) => {
      requests += (data.toString('latin1').match(/^(GET|POST|DELETE|OPTIONS|PUT) /gm) ?? []).length;
    });
    socket.on('close', () => sockets.delete(socket));
  });
  const port = Number(process.env.E2E_PORT ?? 4319) + 1;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
