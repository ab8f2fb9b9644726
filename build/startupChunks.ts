import { resolve } from 'node:path';
import { importReader, type ModuleGraph } from './moduleImports';

/**
 * Start-up chunks (a page should need at most 12 requests before its first screen). Rolldown's
 * own split puts each module in a chunk per set of entries *and lazy chunks* that use it, so an
 * icon shared by Home and two lazy screens was a 0.2 KB file of its own, and the store's start-up
 * took 23 files. Here every module an element entry imports statically (its start-up) is grouped
 * by which entries import it, and sets that always load together are merged:
 *
 * - `shared`: what every element needs (React, r2wc, the stores' core, texts, events);
 * - `storefront`: what only the whole store needs at start-up (Home's first screen, its icons);
 * - `cart`: what the cart badge needs beyond `shared` (cart, session, navigation);
 * - `pincode`, `header`, `login`, `search`, `api`: each widget's own part and what the header
 *   shares with one or two other widgets.
 *
 * A merge never makes a widget download code it did not load before, except a few hundred bytes
 * of another element's definition (checked by `npm run size`). Modules that no entry imports
 * statically (lazy screens, their icons, per-language texts loaded on demand) are left to
 * rolldown's split, so a lazy chunk or a language's texts never join a start-up chunk.
 */
export function startupChunkGroups(entries: Record<string, string>) {
  const entryIds = Object.fromEntries(
    Object.entries(entries).map(([name, file]) => [name.replace(/^.*\//, ''), resolve(file)]),
  );
  const entryModules = new Set(Object.values(entryIds));
  let signatures: Map<string, Set<string>> | undefined;
  let afterStart: Set<string> | undefined;
  let usedImports: ((id: string) => string[]) | undefined;
  // The graph is whole once rolldown asks for names: one reader keeps each module's parse.
  const reader = (graph: ModuleGraph) => (usedImports ??= importReader(graph));

  /** For each module: the element entries whose static imports reach it. */
  const computeSignatures = (graph: ModuleGraph) => {
    const result = new Map<string, Set<string>>();
    for (const [entry, id] of Object.entries(entryIds)) {
      const stack = [id];
      const seen = new Set<string>();
      while (stack.length > 0) {
        const current = stack.pop();
        if (current === undefined || seen.has(current)) continue;
        seen.add(current);
        let entriesOfModule = result.get(current);
        if (!entriesOfModule) result.set(current, (entriesOfModule = new Set()));
        entriesOfModule.add(entry);
        stack.push(...reader(graph)(current));
      }
    }
    return result;
  };

  /** Modules that `files` use, through their imports. */
  const reachable = (files: string[], graph: ModuleGraph) => {
    const result = new Set<string>();
    const stack = files.map((file) => resolve(file));
    while (stack.length > 0) {
      const current = stack.pop();
      if (current === undefined || result.has(current)) continue;
      result.add(current);
      stack.push(...reader(graph)(current));
    }
    return result;
  };
  /** What the footer uses, and the small shared pieces (icons, prices) of Home's lower half. */
  const computeAfterStart = (graph: ModuleGraph) => {
    const shown = new Set(reachable(['src/components/Footer/Footer.tsx'], graph));
    for (const id of reachable(['src/components/Home/HomeBelowFold.tsx'], graph)) {
      if (/[\\/]components[\\/](icons|Price)[\\/]/.test(id)) shown.add(id);
    }
    return shown;
  };

  const category = (id: string, graph: ModuleGraph): string | null => {
    signatures ??= computeSignatures(graph);
    afterStart ??= computeAfterStart(graph);
    if (id.includes('rolldown/runtime')) return 'shared';
    // An entry module defines its tag as it runs: in a shared chunk it would define that tag on
    // every page that loads the chunk for another element.
    if (entryModules.has(id)) return null;
    const users = signatures.get(id);
    if (!users) {
      // Lazy: what the footer shows, and the icons and prices of Home's lower half, load with the
      // footer, which every store screen fetches as it renders; the rest is rolldown's to split.
      return afterStart.has(id) ? 'footer' : null;
    }
    if (users.has('lab-autoloader')) return null;
    const used = (tag: string) => users.has(tag);
    if (widgets.every(used)) return 'shared';
    if (!widgets.some(used)) return 'storefront';
    if (used('lab-cart-badge')) return 'cart';
    if (used('lab-pincode-checker')) return 'pincode';
    if (used('lab-search-box') && used('lab-login-panel')) return 'api';
    if (used('lab-login-panel')) return 'login';
    if (used('lab-search-box')) return 'search';
    return 'header';
  };

  // A group takes its modules' imports along unless a group of higher priority took them first;
  // a module's imports are used by at least the same entries, so the groups of wider use come first.
  return order.map((name, index) => ({
    name: (id: string, graph: ModuleGraph) => (category(id, graph) === name ? name : null),
    priority: order.length - index,
  }));
}

const widgets = ['lab-header', 'lab-cart-badge', 'lab-search-box', 'lab-pincode-checker', 'lab-login-panel'];
const order = ['shared', 'cart', 'api', 'pincode', 'login', 'search', 'header', 'storefront', 'footer'];
