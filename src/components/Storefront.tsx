import { Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useT } from '../i18n/useT';
import { hashHref, useHashLocation, useHashSearch } from '../router/hashLocation';
import { ErrorPage, storeRoutes } from '../router/routes';
import { setContact } from '../stores/contact';
import { ScrollToTopOnNavigation } from './ScrollToTopOnNavigation';

export interface StorefrontProps {
  supportPhone?: string;
  supportEmail?: string;
  whatsappNumber?: string;
  address?: string;
}

/** `<lab-storefront>`: the whole store, routed on the page's hash. */
export function Storefront({ supportPhone, supportEmail, whatsappNumber, address }: StorefrontProps) {
  const t = useT();
  useEffect(() => {
    setContact({ phone: supportPhone, email: supportEmail, whatsapp: whatsappNumber, address });
  }, [supportPhone, supportEmail, whatsappNumber, address]);

  return (
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <ScrollToTopOnNavigation />
      <div part="base" className="storefront">
        <main className="storefront__main" id="main">
          <Suspense fallback={<p className="storefront__loading" role="status">{t('loading')}</p>}>
            <Switch>
              {storeRoutes.map(({ path, Page }) => (
                <Route key={path} path={path} component={Page} />
              ))}
              <Route component={ErrorPage} />
            </Switch>
          </Suspense>
        </main>
      </div>
    </Router>
  );
}
