import { readdir } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';

/**
 * Debian's newest PostgreSQL programs (`/usr/lib/postgresql/<version>/bin`), if installed: what a
 * throw-away cluster is made with, by an API test of its own (tests/api/support/throwaway-postgres.ts)
 * or for `npm test`'s run of the files that need PostgreSQL (demo/api/ci-postgres.sh).
 */
export async function postgresPrograms(): Promise<string | undefined> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => []);
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest === undefined ? undefined : `/usr/lib/postgresql/${newest}/bin`;
}

/** A loopback port nothing listens on now, from the system. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
