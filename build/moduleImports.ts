import { dirname, resolve } from 'node:path';
import { parseSync } from 'rolldown/utils';

/** What rolldown's `codeSplitting` name function may ask about a module. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Names a module takes from one specifier: `*` for all of them (a namespace, `export *`). */
type Taken = Set<string> | '*';
const merge = (names: Taken | undefined, more: Set<string> | string): Taken => {
  if (names === '*' || more === '*') return '*';
  return new Set([...(names ?? []), ...(typeof more === 'string' ? [more] : more)]);
};

/** A module's import and export statements as rolldown's own parser (oxc) reads them. */
interface ModuleLinks {
  /** Specifier → the value names taken from it; type-only names are left out, they never load. */
  taken: Map<string, Taken>;
  /** Exported name → [specifier, name there], for `export { a as b } from`. */
  reExports: Map<string, [string, string]>;
  /** Specifiers of `export * from`. */
  starReExports: string[];
  /** A module of nothing but `export … from` statements. */
  isBarrel: boolean;
}

function readLinks(id: string, code: string): ModuleLinks {
  const { module, program } = parseSync(id.replace(/[?#].*$/, ''), code);
  const taken = new Map<string, Taken>();
  const take = (specifier: string, name: Set<string> | string) => taken.set(specifier, merge(taken.get(specifier), name));
  for (const { moduleRequest, entries } of module.staticImports) {
    if (entries.length === 0) take(moduleRequest.value, new Set());
    for (const { importName, isType } of entries) {
      if (isType) continue;
      take(moduleRequest.value, importName.kind === 'NamespaceObject' ? '*' : (importName.name ?? 'default'));
    }
  }
  const reExports = new Map<string, [string, string]>();
  const starReExports: string[] = [];
  for (const { moduleRequest, importName, exportName, isType } of module.staticExports.flatMap((e) => e.entries)) {
    if (!moduleRequest || isType) continue;
    const specifier = moduleRequest.value;
    if (importName.kind === 'AllButDefault') starReExports.push(specifier);
    else reExports.set(exportName.name ?? 'default', [specifier, importName.kind === 'All' ? '*' : (importName.name ?? 'default')]);
    take(specifier, importName.kind === 'Name' ? (importName.name ?? 'default') : '*');
  }
  const isBarrel = program.body.every(
    (node) => node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source !== null),
  );
  return { taken, reExports, starReExports, isBarrel };
}

/**
 * What a module really loads of its static imports. A barrel (a module of only `export … from`
 * lines, like the icons' index) is imported for a few of its names; following all its imports
 * would make every icon look used by every element, so through a barrel only the modules of the
 * names taken count. One reader per build: it keeps each module's parse.
 */
export function importReader(graph: ModuleGraph) {
  const parsed = new Map<string, ModuleLinks | null>();
  const links = (id: string) => {
    if (!parsed.has(id)) {
      const code = graph.getModuleInfo(id)?.code;
      parsed.set(id, code ? readLinks(id, code) : null);
    }
    return parsed.get(id) ?? null;
  };
  /** The module a relative `specifier` names from `id`. */
  const target = (id: string, specifier: string) => {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(id), specifier);
    return ['', '.ts', '.tsx', '/index.ts', '.js'].map((ext) => base + ext).find((file) => graph.getModuleInfo(file));
  };
  const barrel = (id: string) => (links(id)?.isBarrel ? links(id) : null);

  /** The modules behind `names` of the barrel `id` (through barrels it re-exports). */
  const behind = (id: string, names: Taken, seen: Set<string>): string[] => {
    const own = barrel(id);
    if (!own || seen.has(id)) return [];
    seen.add(id);
    const sources = new Map<string, Taken>();
    const add = (specifier: string, name: Set<string> | string) => sources.set(specifier, merge(sources.get(specifier), name));
    for (const [exported, [specifier, name]] of own.reExports) {
      if (names === '*' || names.has(exported)) add(specifier, name);
    }
    // A name no `export { }` gives may come from any `export *`.
    const unmatched = names === '*' ? '*' : new Set([...names].filter((name) => !own.reExports.has(name)));
    if (unmatched === '*' || unmatched.size > 0) for (const specifier of own.starReExports) add(specifier, unmatched);
    return [...sources].flatMap(([specifier, taken]) => {
      const module = target(id, specifier);
      return module ? [module, ...behind(module, taken, seen)] : [];
    });
  };

  return (id: string): string[] => {
    const info = graph.getModuleInfo(id);
    // A barrel's own imports are followed from its importers, name by name.
    if (!info || barrel(id)) return [];
    const takenFrom = new Map<string, Taken>();
    // A package's file is not found from its name here, so a package barrel (nanostores' index)
    // counts every name taken from any package.
    let fromPackages: Taken = new Set();
    for (const [specifier, names] of links(id)?.taken ?? []) {
      const module = target(id, specifier);
      if (module) takenFrom.set(module, names);
      else fromPackages = merge(fromPackages, names);
    }
    return info.importedIds.flatMap((imported) => {
      if (!barrel(imported)) return [imported];
      return [imported, ...behind(imported, takenFrom.get(imported) ?? fromPackages, new Set())];
    });
  };
}
