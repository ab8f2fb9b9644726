import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each module (its path from the repository's root) with the modules of the repository it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export const repositoryRoot = resolve(import.meta.dirname, '../../..');

const isModule = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

function modulesUnder(folder: string, withTests: boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : modulesUnder(path, withTests);
    return isModule(entry.name) || (withTests && /\.tsx?$/.test(entry.name)) ? [path] : [];
  });
}

/** The module a relative specifier names, as the bundler finds it; none for packages and assets. */
function resolveImport(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(importer), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => isModule(path) && existsSync(path) && statSync(path).isFile());
}

/**
 * The imports of the modules under `folder` (tests left out unless `withTests`) from modules of the
 * repository: static, type-only, re-exports and `import()` alike, since a type-only import ties
 * two modules together as much as any other.
 */
export function importGraph(folder: string, { withTests = false } = {}): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const path of modulesUnder(join(repositoryRoot, folder), withTests)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
    const imported = importedFiles.flatMap(({ fileName }) => resolveImport(path, fileName) ?? []);
    graph.set(relative(repositoryRoot, path), [...new Set(imported.map((target) => relative(repositoryRoot, target)))]);
  }
  return graph;
}

/** The groups of modules that import each other in a loop (Tarjan's strongly connected components). */
export function importLoops(graph: ImportGraph): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (module: string) => {
    order.set(module, order.size);
    lowest.set(module, order.get(module) ?? 0);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) visit(next);
      if (onStack.has(next)) lowest.set(module, Math.min(lowest.get(module) ?? 0, lowest.get(next) ?? 0));
    }
    if (lowest.get(module) !== order.get(module)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || graph.get(module)?.includes(module)) loops.push(group.sort());
  };
  for (const module of graph.keys()) if (!order.has(module)) visit(module);
  return loops;
}
