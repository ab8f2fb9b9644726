import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { version } from '../package.json';
import { elementDocs } from '../src/elements/elementList';
import { writeEditorData } from './editorData';
import { customElementsManifest as manifestOf } from './elementDocs';
import { readThemeTokens } from './themeTokens';

/**
 * Writes `custom-elements.json` into the build output from the element definitions and the theme
 * tokens, so editors and docs tools know every tag, and the editors' data made from it. A Vite
 * plugin, so every build (which empties dist/) writes them again.
 */
export function customElementsManifest(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'lab:custom-elements-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const tokens = readThemeTokens(await readFile(join(root, 'src/styles/tokens.css'), 'utf8'));
      const manifest = manifestOf(elementDocs, tokens, version);
      await writeFile(join(root, outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      await writeEditorData(manifest, join(root, outDir));
      this.info(`custom-elements.json: ${manifest.modules.length} elements, ${tokens.length} CSS properties`);
    },
  };
}
