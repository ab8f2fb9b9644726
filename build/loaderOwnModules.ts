import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const copy = '?loader-copy';
const script = /\.tsx?$/;

/**
 * Gives each loader (the autoloader, the analytics bridge) its own copy of every module of ours
 * it imports. A module that a loader and an element both import (the `window.labConsent` switch)
 * would otherwise become a chunk of its own that the loader's file imports, and a loader is one
 * file that loads nothing else (interface §2). The copies share nothing at run time but the page's
 * globals, which is all such a module may keep its state in.
 */
export function loaderOwnModules(loaders: readonly string[]): Plugin {
  const entries = new Set(loaders.map((file) => resolve(file)));
  return {
    name: 'lab:loader-own-modules',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const from = importer.endsWith(copy) ? importer.slice(0, -copy.length) : importer;
      if (!entries.has(from) && from === importer) return null;
      const resolved = await this.resolve(source, from, { skipSelf: true });
      if (!resolved || !script.test(resolved.id) || resolved.id.includes('/node_modules/')) return null;
      return `${resolved.id}${copy}`;
    },
    async load(id) {
      if (!id.endsWith(copy)) return null;
      return { code: await readFile(id.slice(0, -copy.length), 'utf8'), moduleType: id.endsWith('x' + copy) ? 'tsx' : 'ts' };
    },
  };
}
