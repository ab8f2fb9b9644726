import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * A module named `*.atBuild.ts` is run while building, in Node, and replaced in the bundle by its
 * exports written out as literals (they must be JSON values). What it read to compute them stays
 * out of the chunk: every element needs the codes of the store's languages and their line-spacing
 * rule, which come from the language list (src/i18n/languages.ts), but only the language switcher
 * needs the rest of each entry (its name in its own script). Tests, scripts and the dev server run
 * the module as it is, with the same result.
 */
export function evaluateAtBuild(): Plugin {
  return {
    name: 'lab:evaluate-at-build',
    apply: 'build',
    async load(id) {
      if (!id.endsWith('.atBuild.ts')) return null;
      const exports = (await tsImport(id, import.meta.url)) as Record<string, unknown>;
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
