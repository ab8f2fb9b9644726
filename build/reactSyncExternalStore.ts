/**
 * What wouter takes from `use-sync-external-store/shim`: React 18 and later have the hook
 * itself. The shim is CommonJS that `require`s React; bundled beside an external React (the
 * bundler build) that `require` throws in any ES module host, so the build points wouter here.
 */
export { useSyncExternalStore } from 'react';
