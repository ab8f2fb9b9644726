/**
 * Every translated area, each its own lazy chunk. This map is itself loaded only when an element
 * first shows another language than English, so English pages carry none of it.
 */
export const translationFiles = import.meta.glob<Readonly<Record<string, Record<string, string>>>>([
  './kn/*.ts',
  './hi/*.ts',
]);
