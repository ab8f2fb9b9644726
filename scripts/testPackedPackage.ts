/**
 * `npm run test:package`: what a customer installs. Packs the package, checks that the tarball
 * holds only the build output, README and package.json, installs it into a throw-away project that
 * has nothing but TypeScript and React's types, and type-checks `tests/package/consumer.tsx` there
 * against the shipped declarations. Runs after `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const project = mkdtempSync(join(tmpdir(), 'lab-consumer-'));
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

try {
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', project], root)) as {
    filename: string;
    files: { path: string }[];
  }[];
  if (!packed) throw new Error('npm pack produced nothing');
  const allowed = /^(dist\/|dist-types\/|README\.md$|package\.json$)/;
  const strays = packed.files.map((file) => file.path).filter((path) => !allowed.test(path));
  if (strays.length > 0) throw new Error(`The tarball holds files it should not: ${strays.join(', ')}`);
  for (const needed of ['dist/lab-storefront.js', 'dist/custom-elements.json', 'dist-types/src/index.d.ts', 'dist-types/src/jsx.d.ts']) {
    if (!packed.files.some((file) => file.path === needed)) throw new Error(`The tarball lacks ${needed}`);
  }
  console.log(`${packed.filename}: ${packed.files.length} files, all under dist/ and dist-types/ besides README.md and package.json`);

  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'lab-consumer',
      private: true,
      type: 'module',
      devDependencies: {
        '@lab/storefront': `file:./${packed.filename}`,
        '@types/react': rootPackage.devDependencies['@types/react'],
        typescript: rootPackage.devDependencies.typescript,
      },
    }),
  );
  // npm ci has just filled the cache with these versions: no download is needed.
  npm(['install', '--prefer-offline', '--ignore-scripts'], project);
  copyFileSync(join(root, 'tests/package/consumer.tsx'), join(project, 'consumer.tsx'));
  copyFileSync(join(root, 'tests/package/tsconfig.json'), join(project, 'tsconfig.json'));
  execFileSync(join(project, 'node_modules/.bin/tsc'), ['-p', project], { stdio: 'inherit' });
  console.log('consumer.tsx type-checks against the installed tarball');
} catch (error) {
  console.error(`The packed package failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(project, { recursive: true, force: true });
}
