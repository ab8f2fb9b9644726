import { defineConfig } from 'vite';
import { customElementsManifest } from './build/customElementsManifest';
import { inlineImages } from './build/inlineImages';
import { keepSideEffectImports } from './build/keepSideEffectImports';
import { startupChunkGroups } from './build/startupChunks';
import { remRelativeToWidget } from './build/remRelativeToWidget';
import { wouterWithoutHistoryPatch } from './build/wouterWithoutHistoryPatch';

import { elementDocs } from './src/elements/definitions';

/** Output name (`widgets/lab-header`) → source, one entry per element definition. */
const elementEntries = Object.fromEntries(
  elementDocs.map((element) => [element.file.replace(/^dist\/|\.js$/g, ''), `widgets/${element.spec.tag}.ts`]),
);
const entries = { ...elementEntries, 'lab-autoloader': 'widgets/lab-autoloader.ts' };

/** Tag → its file relative to dist/, for the autoloader. */
const elementFiles = Object.fromEntries(
  elementDocs.map((element) => [element.spec.tag, element.file.replace(/^dist\//, '')]),
);

/**
 * Library build of DESIGN §2: `dist/lab-storefront.js` (every element), one file per widget in
 * `dist/widgets/`, ES modules sharing chunks so a page that loads several runs one React and one
 * set of stores, and `dist/lab-autoloader.js`, which loads them as their elements come near. Vite's library mode leaves `process.env.NODE_ENV` alone, which would ship
 * development React; the define is for builds only (tests need development React's `act`).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    inlineImages(),
    wouterWithoutHistoryPatch(),
    remRelativeToWidget(),
    keepSideEffectImports(),
    customElementsManifest(),
  ],
  define: {
    LAB_ELEMENT_FILES: JSON.stringify(elementFiles),
    ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: entries,
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Start-up modules grouped by the elements that load them (build/startupChunks.ts).
        codeSplitting: {
          groups: startupChunkGroups(entries),
        },
      },
    },
  },
}));
