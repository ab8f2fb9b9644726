import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/** What dist/integrity.json holds; paths are relative to `dist/`. */
export interface BundleIntegrity {
  algorithm: 'sha384';
  /** Every script a page can load by URL → its `integrity` value. */
  files: Record<string, string>;
  /** Each entry (`lab-storefront.js`, `widgets/lab-test-card.js`…) → every other file it can import, directly or not. */
  imports: Record<string, string[]>;
}

// The chunks' static and dynamic imports (`from"../chunks/x.js"`, `import("./x.js")`) and the
// autoloader's table of element files (`widgets/lab-header.js`), as Rolldown writes them.
const scriptReference = /["'`]((?:\.{1,2}\/)*[\w-]+(?:\/[\w-]+)*\.js)["'`]/g;

const scriptsIn = (dist: string, folder: string): string[] =>
  existsSync(join(dist, folder))
    ? readdirSync(join(dist, folder)).filter((name) => name.endsWith('.js')).map((name) => posix.join(folder, name))
    : [];

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The hashes of the bundle a page loads by URL (not `dist/bundler/` or `dist/server/`: those go through Node or a bundler). */
export function bundleIntegrity(dist: string): BundleIntegrity {
  const entries = [...scriptsIn(dist, '.'), ...scriptsIn(dist, 'widgets')];
  const scripts = [...entries, ...scriptsIn(dist, 'chunks')].map((path) => posix.normalize(path));
  const source = new Map(scripts.map((path) => [path, readFileSync(join(dist, path), 'utf8')]));
  const referencedBy = (path: string): string[] =>
    [...(source.get(path) ?? '').matchAll(scriptReference)]
      .map(([, specifier = '']) => relative(dist, join(dist, dirname(path), specifier)).replaceAll('\\', '/'))
      .filter((target) => target !== path && source.has(target));
  const closure = (entry: string): string[] => {
    const seen = new Set<string>();
    const visit = (path: string) => {
      for (const target of referencedBy(path)) {
        if (seen.has(target)) continue;
        seen.add(target);
        visit(target);
      }
    };
    visit(entry);
    seen.delete(entry);
    return [...seen].toSorted();
  };
  return {
    algorithm: 'sha384',
    files: Object.fromEntries(scripts.toSorted().map((path) => [path, sha384(readFileSync(join(dist, path)))])),
    imports: Object.fromEntries(entries.toSorted().map((entry) => [posix.normalize(entry), closure(entry)])),
  };
}
