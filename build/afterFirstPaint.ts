import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseSync } from 'rolldown/utils';
import type { ModuleGraph } from './moduleImports';

/**
 * When a lazy module loads is decided at run time, so the module graph cannot tell the store's
 * after-first-paint imports from any other `import()`: the import says it, with a comment written
 * in its parentheses, which moves with the import when files move:
 *
 * - `import(/* after first paint, every screen *\/ './Footer')`: requested once any screen is
 *   painted (the footer); all it loads joins the `footer` chunk;
 * - `import(/* after first paint *\/ './HomeBelowFold')`: requested once one screen is painted
 *   (Home's lower half); it stays a chunk of its own, and what it shares with other lazy chunks
 *   (icons, prices) joins the `footer` chunk rather than tiny files of their own.
 */
export const everyScreenMarker = 'after first paint, every screen';
export const afterPaintMarker = 'after first paint';

export interface MarkedImports {
  /** Lazy modules requested after any screen's first paint. */
  everyScreen: string[];
  /** Lazy modules requested after one screen's first paint. */
  oneScreen: string[];
}

/**
 * The marked `import()`s of `modules`, read from their source files: the code the graph holds has
 * been through the TypeScript transform, which drops comments.
 */
export function markedLazyImports(
  modules: Iterable<string>,
  graph: ModuleGraph,
  sourceOf: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): MarkedImports {
  const result: MarkedImports = { everyScreen: [], oneScreen: [] };
  for (const id of modules) {
    const file = id.replace(/[?#].*$/, '');
    if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('node_modules')) continue;
    const lazy = graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
    if (lazy.length === 0) continue;
    const source = sourceOf(file);
    for (const { start, moduleRequest } of parseSync(file, source).module.dynamicImports) {
      const call = source.slice(start, moduleRequest.start);
      const kind = call.includes(everyScreenMarker) ? 'everyScreen' : call.includes(afterPaintMarker) ? 'oneScreen' : null;
      if (!kind) continue;
      const specifier = source.slice(moduleRequest.start + 1, moduleRequest.end - 1);
      const base = resolve(dirname(file), specifier);
      const target = lazy.find((imported) => imported.replace(/\.[cm]?[jt]sx?$/, '') === base || imported === base);
      if (target) result[kind].push(target);
    }
  }
  return result;
}
