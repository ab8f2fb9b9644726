import { Suspense, useDeferredValue, useEffect, useMemo, type ComponentType } from 'react';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { useT } from '../../i18n/useT';
import { hashHref } from '../../router/hashLocation';
import { STORE_ROUTES } from '../../router/storeRoutes.atBuild';
import { errorPath } from '../../router/storePaths.atBuild';
import { clearToasts } from '../../stores/toasts';
import { ShownAddress, useShownLocation, useShownSearch } from './shownAddress';
import { ScrollToTopOnNavigation } from './components/ScrollToTopOnNavigation';
import type { ScreenProps } from './screens/lazyScreen';

/**
 * Every view's screen, by its folder (`screens/<view>/index.ts`): a row of the route table names
 * its view, and a new folder needs no line here.
 */
const views = import.meta.glob<ComponentType<ScreenProps>>('./screens/*/index.ts', { eager: true, import: 'default' });

function viewOf(view: string): ComponentType<ScreenProps> {
  const screen = views[`./screens/${view}/index.ts`];
  if (!screen) throw new Error(`No screens/${view}/index.ts for the route table's view '${view}'`);
  return screen;
}

const routes = STORE_ROUTES.map(({ path, view }) => ({ path, Screen: viewOf(view) }));
const ErrorScreen = viewOf(STORE_ROUTES.find(({ path }) => path === errorPath)?.view ?? 'error');

/**
 * The store's router (product §2): the screen of the hash's path, from the route table; an address
 * no row has shows the error screen. Lazy screens load behind a status; each says so when its code
 * cannot be fetched, and tries again when the browser comes back online or the visitor asks.
 *
 * The hash's store answers a change at once, in the task of the tap that made it: the screens see
 * the new address a render later (`useDeferredValue`), so the tap paints first (the header's links,
 * a tab) and the next screen renders in slices, the one before staying until it is ready.
 */
export function StoreRouter() {
  const [path] = useLocation();
  const search = useSearch();
  const address = useMemo(() => ({ path, search }), [path, search]);
  const shown = useDeferredValue(address);
  useEffect(() => clearToasts(), [path]);
  // The same element while the shown address is the same, so the tap's own render skips the screen.
  const screens = useMemo(() => <ShownRoutes />, []);
  return (
    <ShownAddress.Provider value={shown}>
      <Router hook={useShownLocation} searchHook={useShownSearch} hrefs={hashHref}>
        <ScrollToTopOnNavigation />
        {screens}
      </Router>
    </ShownAddress.Provider>
  );
}

/** The screen of the shown address (its routes read it from `ShownAddress`). */
function ShownRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<p className="storefront__loading" role="status">{t('common.loading')}</p>}>
      <Switch>
        {routes.map(({ path: route, Screen }) => (
          <Route key={route} path={route}>
            <Screen path={route} />
          </Route>
        ))}
        <Route>
          <ErrorScreen path={errorPath} />
        </Route>
      </Switch>
    </Suspense>
  );
}
