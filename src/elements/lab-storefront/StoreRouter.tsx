import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { STORE_ROUTES } from '../../router/storeRoutes.atBuild';
import { errorPath } from '../../router/storePaths.atBuild';
import { clearToasts } from '../../stores/toasts';
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
 */
export function StoreRouter() {
  const t = useT();
  const [path] = useLocation();
  useEffect(() => clearToasts(), [path]);
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
