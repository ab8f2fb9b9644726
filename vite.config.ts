import { defineConfig } from 'vite';
import { customElementsManifest } from './build/customElementsManifest';
import { inlineImages } from './build/inlineImages';
import { keepSideEffectImports } from './build/keepSideEffectImports';
import { startupChunkGroups } from './build/startupChunks';
import { remRelativeToWidget } from './build/remRelativeToWidget';
import { wouterWithoutHistoryPatch } from './build/wouterWithoutHistoryPatch';

import { elementDocs } from './src/elements/elementList';

/** One per element definition: its tag, entry source, output name (`widgets/lab-header`). */
const elements = elementDocs.map((element) => ({
  tag: element.spec.tag,
  source: `widgets/${element.spec.tag}.ts`,
  output: element.file.replace(/^dist\/|\.js$/g, ''),
  widget: element.file.startsWith('dist/widgets/'),
}));
/** Entries that define no element: the autoloader and the analytics bridge. */
const loaders = { 'lab-autoloader': 'widgets/lab-autoloader.ts', 'lab-analytics': 'widgets/lab-analytics.ts' };
const entries = {
  ...Object.fromEntries(elements.map((element) => [element.output, element.source])),
  ...loaders,
};

/** Tag → its file relative to dist/, for the autoloader. */
const elementFiles = Object.fromEntries(
  elementDocs.map((element) => [element.spec.tag, element.file.replace(/^dist\//, '')]),
);

/**
 * Library build of DESIGN §2: `dist/lab-storefront.js` (every element), one file per widget in
 * `dist/widgets/`, ES modules sharing chunks so a page that loads several runs one React and one
 * set of stores, `dist/lab-autoloader.js`, which loads them as their elements come near, and
 * `dist/lab-analytics.js`, which forwards the commerce events to the page's analytics. Vite's library mode leaves `process.env.NODE_ENV` alone, which would ship
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
          groups: startupChunkGroups(elements, Object.values(loaders)),
        },
      },
    },
  },
}));
