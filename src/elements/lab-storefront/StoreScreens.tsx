import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useT } from '../../i18n/useT';
import { ErrorPage, storeRoutes } from './screens/storeRoutes';
import { clearToasts } from '../../stores/toasts';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { ScreenLoadFailed } from './components/ScreenLoadFailed';

/**
 * The routed screen of product §2: lazy screens load behind a status, and a failed load is caught and
 * tried again when the browser comes back online or the visitor asks.
 */
export function StoreScreens() {
  const t = useT();
  const [path] = useLocation();
  useEffect(() => clearToasts(), [path]);
  return (
    <LoadErrorBoundary resetKey={path} fallback={(retry) => <ScreenLoadFailed {...retry} />} retryWhenOnline>
      <Suspense fallback={<p className="storefront__loading" role="status">{t('common.loading')}</p>}>
        <Switch>
          {storeRoutes.map(({ path: route, Page }) => (
            <Route key={route} path={route} component={Page} />
          ))}
          <Route component={ErrorPage} />
        </Switch>
      </Suspense>
    </LoadErrorBoundary>
  );
}
