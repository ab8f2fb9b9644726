import type { StartupElement } from './startupChunks';

/** An element of the list as the build reads it: its tag, and its file in `dist/`. */
export interface ListedElement {
  spec: { tag: string };
  file: string;
}

/** An element's entry: what the start-up chunk groups know of it, and its output name (`widgets/lab-header`). */
export interface ElementEntry extends StartupElement {
  output: string;
}

/**
 * One entry per element of the list (src/elements/elementList.ts): its source in `widgets/`,
 * its output where its `file` says, and whether it is a widget of its own (a file of
 * `dist/widgets/`) or the store, which defines every element. A new element of the list is built,
 * grouped and measured without another line.
 */
export function elementEntries(list: readonly ListedElement[]): ElementEntry[] {
  return list.map(({ spec: { tag }, file }) => ({
    tag,
    source: `widgets/${tag}.ts`,
    output: file.replace(/^dist\/|\.js$/g, ''),
    widget: file.startsWith('dist/widgets/'),
  }));
}
