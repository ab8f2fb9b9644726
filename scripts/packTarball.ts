import { execFileSync } from 'node:child_process';
import { basename, join, resolve } from 'node:path';

const packageRoot = resolve(import.meta.dirname, '..');

export interface PackedTarball {
  /** The tarball's path in the folder it was packed into. */
  path: string;
  /** Every file it holds, relative to the package root. */
  files: string[];
}

/** `npm pack` of the package into `folder`: exactly what a customer installs. Run after `npm run build`. */
export function packTarball(folder: string): PackedTarball {
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', folder, '--loglevel=error'], {
    cwd: packageRoot,
    encoding: 'utf8',
  });
  const [packed] = JSON.parse(output) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error('npm pack produced nothing');
  return { path: join(folder, basename(packed.filename)), files: packed.files.map((file) => file.path) };
}
