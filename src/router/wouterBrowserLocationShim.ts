/**
 * Stands in for `wouter/src/use-browser-location.js` in every build and test (see
 * build/wouterWithoutHistoryPatch.ts). wouter's index imports that module for its default router,
 * and importing it patches `history.pushState`/`replaceState` on the host page, which a widget
 * embedded in someone else's page must never do. The store always routes on the hash, so the
 * defaults wouter falls back to are the hash hooks. wouter's index imports only these two.
 */
export { useHashLocation as useBrowserLocation, useHashSearch as useSearch } from './hashLocation';
