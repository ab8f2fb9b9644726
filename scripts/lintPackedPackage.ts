import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const packageRoot = resolve(import.meta.dirname, '..');

/**
 * The packed tarball through the two linters partners run on packages they depend on, failing on
 * any finding (warnings and suggestions included):
 *
 * - publint: `exports`, `files` and `package.json` fields against what the tarball holds;
 * - `attw --profile esm-only` (Are the Types Wrong?): each entry's types under TypeScript's
 *   `node16`/`nodenext` and `bundler` resolution. The package ships ES modules only, so the
 *   profile leaves out CommonJS `require` and `node10`.
 *
 * Both read the tarball `npm pack` wrote: nothing is packed twice.
 */
export async function lintPackedTarball(tarball: string): Promise<void> {
  const bytes = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    strict: true,
  });
  if (messages.length > 0) {
    const found = messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`);
    throw new Error(`publint finds ${messages.length} problem(s):\n${found.join('\n')}`);
  }
  console.log('publint finds no problem in the tarball');
  // attw exits with 1 and prints its table when any entry's types fail to resolve.
  execFileSync(join(packageRoot, 'node_modules/.bin/attw'), ['--profile', 'esm-only', '--format', 'ascii', tarball], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log('attw --profile esm-only finds no problem: types resolve under node16/nodenext and bundler');
}
