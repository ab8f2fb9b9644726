import { defineConfig } from 'vite';
import { customElementsManifest } from './build/customElementsManifest';
import { elementEntries } from './build/elementEntries';
import { elementFiles } from './build/elementFiles';
import { evaluateAtBuild } from './build/evaluateAtBuild';
import { keepSideEffectImports } from './build/keepSideEffectImports';
import { loaderOwnModules } from './build/loaderOwnModules';
import { reactAsEsModules } from './build/reactAsEsModules';
import { startupChunkGroups } from './build/startupChunks';
import { translationsComplete } from './build/translationsComplete';
import { sourcePlugins } from './build/sourcePlugins';

import { elementDocs } from './src/elements/elementList';
import { locales } from './src/i18n/locales';

const elements = elementEntries(elementDocs);
/** Entries that define no element: the autoloader and the analytics bridge. */
const loaders = { 'lab-autoloader': 'widgets/lab-autoloader.ts', 'lab-analytics': 'widgets/lab-analytics.ts' };
const elementInputs = Object.fromEntries(elements.map((element) => [element.output, element.source]));
const entries = { ...elementInputs, ...loaders };

/**
 * What a host app's React provides in the bundler build (`--mode bundler`): the package's peer
 * dependencies and their subpaths, with the scheduler react-dom brings.
 */
const peerReact = /^(react|react-dom|scheduler)(\/|$)/;

/**
 * Library build of interface §2: `dist/lab-storefront.js` (every element), one file per widget in
 * `dist/widgets/`, ES modules sharing chunks so a page that loads several runs one React and one
 * set of stores, `dist/lab-autoloader.js`, which loads them as their elements come near, and
 * `dist/lab-analytics.js`, which forwards the commerce events to the page's analytics. Vite's library mode leaves `process.env.NODE_ENV` alone, which would ship
 * development React; the define is for builds only (tests need development React's `act`).
 *
 * Built twice (`npm run build`): the files a page loads by URL (`dist/*.js`, `dist/widgets/`),
 * each self-contained with React inside, then with `--mode bundler` the same entries in
 * `dist/bundler/` with React and ReactDOM left as imports of the host app's own copy (the
 * package's peer dependencies), which is what the package's `exports` give a bundler or Node.
 */
export default defineConfig(({ command, mode }) => ({
  // Files a module refers to (the pictures of the files pages load) are found from its own URL.
  base: './',
  plugins: [
    evaluateAtBuild(),
    ...sourcePlugins({ imagesByUrl: mode !== 'bundler' }),
    keepSideEffectImports(),
    loaderOwnModules(Object.values(loaders)),
    translationsComplete(locales),
    ...(mode === 'bundler' ? [] : [reactAsEsModules(), customElementsManifest()]),
  ],
  define: {
    LAB_ELEMENT_FILES: JSON.stringify(elementFiles),
    ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: {
    target: 'es2022',
    outDir: mode === 'bundler' ? 'dist/bundler' : 'dist',
    // The bundler build runs second, into a folder of the first one's output.
    emptyOutDir: mode !== 'bundler',
    // Maps ship beside every file. A bundler host's build reads ours through the comment that
    // points at them; a page that loads the files by URL would download that comment on every
    // visit, so there DevTools or an error tracker is given the map (`<file>.js.map`) instead.
    sourcemap: mode === 'bundler' ? true : 'hidden',
    lib: {
      // The autoloader and the analytics bridge are URL-loaded files only (exports point at them).
      entry: mode === 'bundler' ? elementInputs : entries,
      formats: ['es'],
    },
    rolldownOptions: {
      // Its report of slow plugin calls measures the machine's load, not the build: a busy host
      // printed it on some builds and not others.
      checks: { bundlerTimings: false },
      external: mode === 'bundler' ? (id: string) => peerReact.test(id) : undefined,
      output: {
        minify: true,
        // Pure annotations help a host's bundler drop what it does not use; a page that loads
        // our files by URL runs them as they are and would only download them.
        comments: mode === 'bundler' ? true : { annotation: false },
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'images/[name]-[hash][extname]',
        // Start-up modules grouped by the elements that load them (build/startupChunks.ts).
        codeSplitting: {
          groups: startupChunkGroups(elements, mode === 'bundler' ? [] : Object.values(loaders)),
        },
      },
    },
  },
}));
