import { resolve, sep } from 'node:path';
import type { ModuleGraph } from './moduleImports';

/** What `modules` import with `import()`. */
export const lazyImportsOf = (modules: Iterable<string>, graph: ModuleGraph): string[] =>
  [...modules].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);

/**
 * Where a widget's lazy body starts: what the modules of its own element folder that it loads at
 * start-up import with `import()`. Such a widget paints a frame at once and loads what fills it
 * behind it (`lab-test-card`'s loader loads the card and its texts). The store defines every
 * element at start-up, frame included, but a body loads only where the page shows that element.
 * `startup` is what the widget's entry loads statically.
 */
export function widgetBodyRoots(tag: string, startup: ReadonlySet<string>, graph: ModuleGraph): string[] {
  const folder = resolve('src/elements', tag) + sep;
  return lazyImportsOf([...startup].filter((id) => id.startsWith(folder)), graph);
}
