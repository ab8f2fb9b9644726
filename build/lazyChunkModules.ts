import { resolve } from 'node:path';
import type { ModuleGraph } from './moduleImports';
import type { MarkedImports } from './afterFirstPaint';
import { lazyImportsOf, widgetBodyRoots } from './widgetBodies';

/** Reads the imports a module uses (moduleImports.ts's `importReader`). */
export type UsedImports = (id: string) => string[];

/** Modules that `files` use, through their imports. */
export function reachable(files: readonly string[], usedImports: UsedImports): Set<string> {
  const result = new Set<string>();
  const stack = files.map((file) => resolve(file));
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === undefined || result.has(current)) continue;
    result.add(current);
    stack.push(...usedImports(current));
  }
  return result;
}

/**
 * Bodies built on another widget's body, by tag: the package comparison shows what the test card
 * shows (the product reads, Price, Add to cart and its messages), so what the two share stays in
 * the card's body group, as before the comparison existed, and a comparison page fetches that
 * file too. Any other sharing between bodies goes to `on-demand`, as code shared with another
 * widget's on-demand load does.
 */
const bodiesBuildingOn: Readonly<Record<string, string>> = { 'lab-package-compare': 'lab-test-card' };

export interface WidgetBody {
  own: Set<string>;
  onDemand: Set<string>;
  withScreens: Set<string>;
}

/**
 * What a body built on another shares with the store's lazy screens (a Compare box's limits, a
 * hook), which rolldown's split leaves to them both: in the body's file, every listing, product
 * and cart screen would fetch the whole comparison for them. A base body (the test card's) keeps
 * what it shares with the screens, as `<tag>-body` says (startupChunks.ts).
 */
function sharedWithStoreScreens(
  tag: string,
  roots: readonly string[],
  startups: ReadonlyMap<string, ReadonlySet<string>>,
  usedImports: UsedImports,
  graph: ModuleGraph,
): Set<string> {
  if (!(tag in bodiesBuildingOn)) return new Set();
  const everyStartup = [...startups.values()].flatMap((modules) => [...modules]);
  return reachable(
    lazyImportsOf(everyStartup, graph).filter((id) => !roots.includes(id)),
    usedImports,
  );
}

/**
 * For each widget with a lazy body, the body's modules that no entry loads at start-up: its
 * own, those that another widget's lazy imports reach too (`onDemand`), and those a body built on
 * another shares with the store's screens (`withScreens`).
 */
export function widgetBodies(
  widgets: readonly string[],
  usedImports: UsedImports,
  startups: ReadonlyMap<string, ReadonlySet<string>>,
  signatures: ReadonlyMap<string, ReadonlySet<string>>,
  graph: ModuleGraph,
): Map<string, WidgetBody> {
  const result = new Map<string, WidgetBody>();
  const bodyRoots = (tag: string) => widgetBodyRoots(tag, startups.get(tag) ?? new Set<string>(), graph);
  for (const tag of widgets) {
    const startup = startups.get(tag) ?? new Set<string>();
    const roots = bodyRoots(tag);
    if (roots.length === 0) continue;
    const othersStartup = widgets
      .filter((other) => other !== tag)
      .flatMap((other) => [...(startups.get(other) ?? [])])
      .filter((id) => !startup.has(id));
    const buildingOnThis = new Set(
      Object.entries(bodiesBuildingOn)
        .filter(([, base]) => base === tag)
        .flatMap(([other]) => bodyRoots(other)),
    );
    const othersOnDemand = reachable(
      lazyImportsOf(othersStartup, graph).filter((id) => !buildingOnThis.has(id)),
      usedImports,
    );
    const lazy = [...reachable(roots, usedImports)].filter((id) => !signatures.has(id));
    const sharedWithScreens = sharedWithStoreScreens(tag, roots, startups, usedImports, graph);
    result.set(tag, {
      own: new Set(lazy.filter((id) => !othersOnDemand.has(id) && !sharedWithScreens.has(id))),
      onDemand: new Set(lazy.filter((id) => othersOnDemand.has(id))),
      withScreens: new Set(lazy.filter((id) => !othersOnDemand.has(id) && sharedWithScreens.has(id))),
    });
  }
  return result;
}

/**
 * What joins the `footer` chunk, which every store screen fetches once it is painted
 * (afterFirstPaint.ts): all that the every-screen imports load, and what of the one-screen
 * imports' modules another module also imports (icons, prices), which rolldown would otherwise
 * split into files of a few hundred bytes. What of it a widget's lazy body uses goes to
 * `after-paint` instead (see `category` in startupChunks.ts).
 */
export function afterStartModules(
  entryModules: ReadonlySet<string>,
  usedImports: UsedImports,
  marked: MarkedImports,
  graph: ModuleGraph,
): Set<string> {
  const shown = reachable(marked.everyScreen, usedImports);
  const oneScreen = reachable(marked.oneScreen, usedImports);
  const importers = new Map<string, Set<string>>();
  const everything = reachable([...entryModules], (id) => [...usedImports(id), ...lazyImportsOf([id], graph)]);
  for (const id of everything) {
    for (const imported of [...usedImports(id), ...lazyImportsOf([id], graph)]) {
      importers.set(imported, (importers.get(imported) ?? new Set()).add(id));
    }
  }
  for (const id of oneScreen) {
    if (marked.oneScreen.includes(id)) continue;
    if ([...(importers.get(id) ?? [])].some((importer) => !oneScreen.has(importer))) shown.add(id);
  }
  return shown;
}
