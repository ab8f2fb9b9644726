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
      output: { entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js', minify: true },
    },
  },
});
