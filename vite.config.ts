import { defineConfig } from 'vite';
import { customElementsManifest } from './build/customElementsManifest';
import { keepSideEffectImports } from './build/keepSideEffectImports';
import { remRelativeToWidget } from './build/remRelativeToWidget';
import { wouterWithoutHistoryPatch } from './build/wouterWithoutHistoryPatch';

const widgets = [
  'lab-header',
  'lab-cart-badge',
  'lab-search-box',
  'lab-pincode-checker',
  'lab-login-panel',
] as const;

/**
 * Library build of DESIGN §2: `dist/lab-storefront.js` (every element) and one file per widget in
 * `dist/widgets/`, ES modules sharing chunks so a page that loads several runs one React and one
 * set of stores. Vite's library mode leaves `process.env.NODE_ENV` alone, which would ship
 * development React; the define is for builds only (tests need development React's `act`).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    wouterWithoutHistoryPatch(),
    remRelativeToWidget(),
    keepSideEffectImports(),
    customElementsManifest(),
  ],
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: {
        'lab-storefront': 'widgets/lab-storefront.ts',
        ...Object.fromEntries(widgets.map((name) => [`widgets/${name}`, `widgets/${name}.ts`])),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
}));
