import { defineConfig } from 'vite';
import { evaluateAtBuild } from './build/evaluateAtBuild';
import { keepSideEffectImports } from './build/keepSideEffectImports';
import { sourcePlugins } from './build/sourcePlugins';

/**
 * `dist/server/index.js`, the package's `./server` export: the elements' first screens rendered
 * in Node (src/server). A build of its own, after the browser one, so that it changes none of the
 * browser's chunks; it bundles its React and its dependencies, so a host needs nothing installed
 * for it, and its React never meets the page's.
 */
export default defineConfig({
  plugins: [evaluateAtBuild(), ...sourcePlugins(), keepSideEffectImports()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/server/index.ts',
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Its report of slow plugin calls measures the machine's load, not the build: a busy host
      // printed it on some builds and not others.
      checks: { bundlerTimings: false },
      // One file: Node reads it from disk, so the browser build's lazy parts and per-language
      // texts gain nothing split here, and the frames a server render imports at once are not
      // imported both ways.
      output: { entryFileNames: 'index.js', codeSplitting: false, minify: true },
    },
  },
});
