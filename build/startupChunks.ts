import { resolve } from 'node:path';
import { importReader, type ModuleGraph } from './moduleImports';
import { markedLazyImports } from './afterFirstPaint';
import { handNamedGroups } from './handNamedGroups';
import { afterStartModules, reachable, widgetBodies } from './lazyChunkModules';

/** An element as the build knows it: its tag, its entry's source, whether it is a widget of its own. */
export interface StartupElement {
  tag: string;
  source: string;
  /** A widget's file loads one element; the store's file defines every element. */
  widget: boolean;
}

/** Source code (as transformed, before minifying) that every element may carry in `shared`. */
const smallPartBytes = 2000;

/**
 * Start-up chunks (a page should need at most 12 requests before its first screen). Rolldown's
 * own split puts each module in a chunk per set of entries *and lazy chunks* that use it, so an
 * icon shared by Home and two lazy screens would be a 0.2 KB file of its own, and the store's
 * start-up about 23 files. Here every module an element entry imports statically (its start-up)
 * is grouped by which entries import it, and sets that always load together are merged:
 *
 * - `shared`: what every element needs (React, r2wc, the stores' core, texts, events);
 * - `storefront`: what only the whole store needs at start-up (Home's first screen, its icons);
 * - `cart`: what the cart badge needs beyond `shared` (cart, session, navigation);
 * - `pincode`, `header`, `login`, `search`, `api`: each widget's own part and what the header
 *   shares with one or two other widgets (`handNamedGroups`);
 * - any other widget: its own part, in a group named after its tag.
 *
 * A merge never makes a widget download code it did not load before, except a few hundred bytes
 * of another element's definition and the small parts several widgets share in `shared` (checked
 * by `npm run size`). Modules that no entry imports
 * statically (lazy screens, their icons, per-language texts loaded on demand) are left to
 * rolldown's split, so a lazy chunk or a language's texts never join a start-up chunk, and so is
 * what `loaders` (the autoloader and the analytics bridge, which are no elements) import.
 *
 * Four lazy groups are the exception, for a widget with a lazy body (`widgetBodyRoots`, such as
 * `lab-test-card`, whose frame starts with the store and whose content follows it):
 *
 * - `<tag>-body`: what its body loads beyond every entry's start-up, in one file, so that a page
 *   with that widget alone asks for a few files, not one per component and text. The store's
 *   lazy screens that use the same components (Add to cart, the product reads) fetch it too;
 * - `after-paint`: what the body shares with what the store loads after its first paint (Price,
 *   icons). In `footer` they would bring the footer and, through it, the store's own start-up
 *   chunk (about 14 KB) to a page with the widget alone;
 * - `on-demand`: what the body shares with what another widget loads on demand (the HTTP client,
 *   which the search box and the login panel load with their first request), so that they never
 *   download a body;
 * - `screen-shared`: what a body built on another (the comparison's, on the test card's) shares
 *   with the store's screens (the Compare box's limits, a hook), so that a screen that compares
 *   nothing never downloads that body.
 *
 * What a body takes from start-up chunks (the cart, login and toast stores, prices, icons) comes
 * with those chunks: taking it out would give each of those widgets and the store one more file.
 */
export function startupChunkGroups(
  elements: readonly StartupElement[],
  loaders: readonly string[],
  /** Reads a module's source, where the after-first-paint marks are (afterFirstPaint.ts). */
  sourceOf?: (file: string) => string,
) {
  const entryIds = new Map(elements.map((element) => [element.tag, resolve(element.source)]));
  const widgets = elements.filter((element) => element.widget).map((element) => element.tag);
  // A widget with no group of its own here gets one named after its tag (a group it shares with others is not its own).
  const unnamed = widgets.filter((tag) => !handNamedGroups.some(({ tags }) => tags.length === 1 && tags[0] === tag));
  const groups = [...handNamedGroups, ...unnamed.map((tag) => ({ name: tag, tags: [tag] }))];
  const bodyGroups = widgets.map((tag) => `${tag}-body`);
  const lazyGroups = ['footer', 'after-paint', 'on-demand', 'screen-shared', ...bodyGroups];
  const ownGroups = widgets.map((tag) => `${tag}-own`);
  const order = ['shared', ...groups.map((group) => group.name), 'storefront', ...ownGroups, ...lazyGroups];
  const entryModules = new Set([...entryIds.values(), ...loaders.map((file) => resolve(file))]);
  let analysis: ReturnType<typeof analyse> | undefined;

  /** Each element's start-up: the modules its entry's static imports reach. */
  const computeStartups = (usedImports: (id: string) => string[]) =>
    new Map([...entryIds].map(([tag, id]) => [tag, reachable([id], usedImports)]));

  /** For each module: the elements whose static imports reach it. */
  const computeSignatures = (startups: Map<string, Set<string>>) => {
    const result = new Map<string, Set<string>>();
    for (const [tag, modules] of startups) {
      for (const module of modules) {
        const users = result.get(module) ?? new Set<string>();
        result.set(module, users.add(tag));
      }
    }
    return result;
  };

  /**
   * The named group a start-up module joins: the first all of whose tags load it. What only a
   * widget's own file loads at start-up, and the store not (a part the store fetches when it
   * needs it), is that widget's own group.
   */
  const firstGroup = (users: ReadonlySet<string>) => {
    if (widgets.every((tag) => users.has(tag))) return 'shared';
    const [only] = users;
    if (users.size === 1 && only !== undefined && widgets.includes(only)) return `${only}-own`;
    return groups.find((group) => group.tags.every((tag) => users.has(tag)))?.name ?? 'storefront';
  };

  /**
   * Each start-up module's group. A group's chunk is loaded by every element that uses any of its
   * modules, so what an element would take from a group's chunk for a small part of it (an icon,
   * a constant, a helper: under a quarter of the chunk's code, and under `smallPartBytes`) goes to
   * `shared` instead: every element loads those few bytes, none most of another widget's chunk
   * for them. Repeated until nothing moves, since a move changes what is left in the chunk.
   */
  const computeStartupGroups = (
    signatures: Map<string, Set<string>>,
    outside: ReadonlySet<string>,
    graph: ModuleGraph,
  ) => {
    const grouped = [...signatures].filter(([id]) => !entryModules.has(id) && !outside.has(id));
    const result = new Map(grouped.map(([id, users]) => [id, firstGroup(users)]));
    const size = (id: string) => graph.getModuleInfo(id)?.code?.length ?? 0;
    const total = (ids: readonly string[]) => ids.reduce((sum, id) => sum + size(id), 0);
    const smallPartFor = (tag: string, members: readonly string[]) => {
      const used = members.filter((id) => signatures.get(id)?.has(tag));
      return total(used) < smallPartBytes && total(used) * 4 < total(members) ? used : [];
    };
    let moved = true;
    while (moved) {
      moved = false;
      for (const group of new Set(result.values())) {
        if (group === 'shared') continue;
        const members = [...result].filter(([, memberGroup]) => memberGroup === group).map(([id]) => id);
        for (const tag of elements.map((element) => element.tag)) {
          const part = smallPartFor(tag, members);
          for (const id of part) result.set(id, 'shared');
          if (part.length > 0) {
            moved = true;
            break;
          }
        }
      }
    }
    return result;
  };

  /** The graph is whole once rolldown asks for names: read it once. */
  const analyse = (graph: ModuleGraph) => {
    const usedImports = importReader(graph);
    const startups = computeStartups(usedImports);
    const signatures = computeSignatures(startups);
    const loaderModules = reachable(loaders, usedImports);
    const marked = markedLazyImports(new Set([...startups.values()].flatMap((modules) => [...modules])), graph, sourceOf);
    return {
      signatures,
      startupGroups: computeStartupGroups(signatures, loaderModules, graph),
      bodies: widgetBodies(widgets, usedImports, startups, signatures, graph),
      afterStart: afterStartModules(entryModules, usedImports, marked, graph),
      loadedAfterPaint: reachable([...marked.everyScreen, ...marked.oneScreen], usedImports),
      loaderModules,
    };
  };

  const category = (id: string, graph: ModuleGraph): string | null => {
    analysis ??= analyse(graph);
    const { signatures, startupGroups, bodies, afterStart, loadedAfterPaint, loaderModules } = analysis;
    if (id.includes('rolldown/runtime')) return 'shared';
    // An entry module defines its tag as it runs: in a shared chunk it would define that tag on
    // every page that loads the chunk for another element.
    if (entryModules.has(id)) return null;
    // What a loader (the autoloader, the analytics bridge) needs stays in its own file.
    if (loaderModules.has(id)) return null;
    const users = signatures.get(id);
    if (!users) {
      // Lazy: a widget's body, and what it shares with the store's after-paint and with another
      // widget's on-demand loads, have groups of their own; what else loads after the store's
      // first paint joins the footer; the rest is rolldown's to split.
      const body = widgets.find((tag) => bodies.get(tag)?.own.has(id));
      if (body) return loadedAfterPaint.has(id) ? 'after-paint' : `${body}-body`;
      if ([...bodies.values()].some((lazy) => lazy.onDemand.has(id))) return 'on-demand';
      if ([...bodies.values()].some((lazy) => lazy.withScreens.has(id))) return 'screen-shared';
      return afterStart.has(id) ? 'footer' : null;
    }
    return startupGroups.get(id) ?? null;
  };

  // A group takes its modules' imports along unless a group of higher priority took them first;
  // a module's imports are used by at least the same entries, so the groups of wider use come first.
  return order.map((name, index) => ({
    name: (id: string, graph: ModuleGraph) => (category(id, graph) === name ? name : null),
    // The name in rolldown's timing report (`name` is a function, so rolldown cannot tell it).
    debugName: name,
    priority: order.length - index,
  }));
}
