/**
 * `npm run test:package`: what a customer installs. Packs the package and checks that the tarball
 * holds only the build output (without the build's `.gz`/`.br` copies), README, CHANGELOG, LICENSE
 * and package.json, that `npm publish --dry-run` accepts it, and that publint and `attw --profile
 * esm-only` find no problem in it (`lintPackedPackage.ts`). Then installs it into two throw-away
 * projects: a React one (TypeScript 7 and 6, React's types), where every runtime subpath of
 * `exports` resolves and imports in plain Node and `tests/package/consumer.tsx`, `entries.ts` and
 * `server-entry.ts` (every typed entry) type-check under `moduleResolution` "bundler" and
 * "nodenext" (TypeScript 7) and "node" (TypeScript 6); and a Vue and Svelte one without React,
 * where `tests/package/frameworks.ts` type-checks. Runs after `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { lintPackedTarball } from './lintPackedPackage';
import { packTarball } from './packTarball';

type ExportTarget = string | { types?: string; default?: string };

const root = resolve(import.meta.dirname, '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  exports: Record<string, ExportTarget>;
};
const workDir = mkdtempSync(join(tmpdir(), 'lab-consumer-'));
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

/** A project with the tarball and `devDependencies` (versions as the root pins them) installed. */
function consumerProject(name: string, tarball: string, devDependencies: string[], files: string[]): string {
  const project = join(workDir, name);
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name,
      private: true,
      type: 'module',
      devDependencies: {
        '@lab/storefront': `file:${tarball}`,
        ...Object.fromEntries(devDependencies.map((dependency) => [dependency, rootPackage.devDependencies[dependency]])),
      },
    }),
  );
  // npm ci has just filled the cache with these versions: no download is needed.
  npm(['install', '--prefer-offline', '--ignore-scripts'], project);
  for (const file of files) copyFileSync(join(root, 'tests/package', file), join(project, file));
  return project;
}

/**
 * A consumer's type check with TypeScript 7 (`native`), today's compiler, or 6: the last to know
 * `moduleResolution: "node"`, which TypeScript 7 no longer has.
 */
const typeCheck = (project: string, config: string, typescript: 'native' | '6' = 'native') =>
  execFileSync(
    process.execPath,
    [join(project, 'node_modules', typescript === 'native' ? 'typescript-native' : 'typescript', 'bin/tsc'), '-p', join(project, config)],
    { stdio: 'inherit' },
  );

/**
 * Every subpath a bundler or Node can load (types-only ones aside), each pattern (`./lab-*`)
 * expanded to the files its target matches in the tarball.
 */
function runtimeSpecifiers(files: readonly string[]): string[] {
  return Object.entries(rootPackage.exports)
    .flatMap(([subpath, target]) => {
      const file = typeof target === 'string' ? target : target.default;
      if (file === undefined) return [];
      if (!subpath.includes('*')) return [subpath];
      const [before = '', after = ''] = file.slice(2).split('*');
      return files
        .filter((path) => path.startsWith(before) && path.endsWith(after))
        .map((path) => subpath.replace('*', path.slice(before.length, path.length - after.length)));
    })
    .map((subpath) => `@lab/storefront${subpath.slice(1)}`);
}

try {
  const { path: tarball, files } = packTarball(workDir);
  const allowed = /^(dist\/|dist-types\/|README\.md$|CHANGELOG\.md$|LICENSE$|package\.json$)/;
  const strays = files.filter((path) => !allowed.test(path));
  if (strays.length > 0) throw new Error(`The tarball holds files it should not: ${strays.join(', ')}`);
  // The compressed copies `npm run build` writes for the demo server are for serving, not installing.
  const compressedCopies = files.filter((path) => /\.(?:gz|br)$/.test(path));
  if (compressedCopies.length > 0) throw new Error(`The tarball holds compressed copies: ${compressedCopies.slice(0, 5).join(', ')}`);
  const needed = [
    'LICENSE',
    'CHANGELOG.md',
    'dist/lab-storefront.js',
    'dist/lab-autoloader.js',
    'dist/lab-analytics.js',
    'dist/custom-elements.json',
    'dist/vscode.html-custom-data.json',
    'dist/web-types.json',
    'dist-types/src/index.d.ts',
    'dist-types/src/jsx.d.ts',
    'dist-types/src/vue.d.ts',
    'dist-types/src/svelte.d.ts',
  ];
  for (const file of needed) if (!files.includes(file)) throw new Error(`The tarball lacks ${file}`);
  console.log(`${basename(tarball)}: ${files.length} files, all under dist/ and dist-types/ besides README.md, CHANGELOG.md, LICENSE and package.json`);

  npm(['publish', '--dry-run'], root);
  console.log('npm publish --dry-run accepts the package');
  await lintPackedTarball(tarball);

  const react = consumerProject('react-consumer', tarball, ['@types/react', 'typescript', 'typescript-native'], [
    'consumer.tsx',
    'entries.ts',
    'server-entry.ts',
    'tsconfig.json',
    'tsconfig.node.json',
    'tsconfig.nodenext.json',
    'tsconfig.server.json',
    'tsconfig.server.nodenext.json',
  ]);
  const specifiers = runtimeSpecifiers(files);
  // import.meta.resolve applies the package's `exports` as Node and bundlers do.
  const resolveAll = `for (const specifier of ${JSON.stringify(specifiers)}) import.meta.resolve(specifier);`;
  execFileSync(process.execPath, ['--input-type=module', '--eval', resolveAll], { cwd: react, stdio: 'inherit' });
  console.log(`${specifiers.length} subpaths resolve in Node: ${specifiers.join(', ')}`);
  // A server-rendering host (Next.js, Nuxt, Astro) imports them where there is no DOM: each must load.
  const scripts = specifiers.filter((specifier) => !specifier.endsWith('.json'));
  const importAll = `for (const specifier of ${JSON.stringify(scripts)}) await import(specifier);`;
  execFileSync(process.execPath, ['--input-type=module', '--eval', importAll], { cwd: react, stdio: 'inherit', timeout: 60_000 });
  console.log(`${scripts.length} subpaths import in plain Node without a DOM`);
  typeCheck(react, 'tsconfig.json');
  typeCheck(react, 'tsconfig.nodenext.json');
  typeCheck(react, 'tsconfig.node.json', '6');
  typeCheck(react, 'tsconfig.server.json');
  typeCheck(react, 'tsconfig.server.nodenext.json');
  console.log(
    'consumer.tsx, entries.ts and server-entry.ts type-check against the installed tarball (TypeScript 7: moduleResolution bundler and nodenext; TypeScript 6: node)',
  );

  const frameworks = consumerProject('framework-consumer', tarball, ['svelte', 'typescript-native', 'vue'], [
    'frameworks.ts',
    'tsconfig.frameworks.json',
    'tsconfig.frameworks.nodenext.json',
  ]);
  typeCheck(frameworks, 'tsconfig.frameworks.json');
  typeCheck(frameworks, 'tsconfig.frameworks.nodenext.json');
  console.log('frameworks.ts type-checks the Vue and Svelte types without React (TypeScript 7: moduleResolution bundler and nodenext)');
} catch (error) {
  console.error(`The packed package failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
