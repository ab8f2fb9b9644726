import { useStore } from '@nanostores/react';
import { ConnectionNotice } from '../../components/ConnectionNotice/ConnectionNotice';
import { Phone } from '../../components/icons';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useT } from '../../i18n/useT';
import { SERVICE_AREA_COUNT } from '../../lib/serviceAreas';
import { $contact } from '../../stores/contact';
import { CartBadge } from '../lab-cart-badge';
import { telHref } from '../../lib/contactHrefs';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from '../../components/Logo/Logo';
import { SearchBox } from '../lab-search-box';
import { SharedLoginPanel } from '../lab-login-panel';
import { AccountControl } from './AccountControl';
import { CatalogueNav } from './CatalogueNav';
import css from './Header.css?inline';

export interface HeaderProps {
  /** The page that hosts `lab-storefront`; standalone, links and search go there. */
  storeUrl?: string;
}

/**
 * The store's header (product §2 Global chrome): logo, search, cart link, Login or account, and the
 * catalogue links, and the language switcher. One markup serves both layouts: at phone widths the search moves to its own
 * row under the logo and the links become a swipeable strip.
 */
export function Header({ storeUrl }: HeaderProps) {
  useStyles(css);
  const t = useT();
  const contact = useStore($contact);
  return (
    <header part="base" className="header">
      <div className="header__strip">
        <div className="header__strip-inner">
          <p>{t('header.strip', { count: SERVICE_AREA_COUNT })}</p>
          <a className="header__strip-call" href={telHref(contact.phone)}>
            <Phone aria-hidden="true" className="header__strip-icon" />
            {t('header.callUs', { phone: contact.phone })}
          </a>
        </div>
      </div>
      <div className="header__bar">
        <div className="header__logo">
          <Logo storeUrl={storeUrl} />
        </div>
        <div className="header__search">
          <SearchBox storeUrl={storeUrl} />
        </div>
        <div className="header__actions">
          <LanguageSwitcher />
          <CartBadge storeUrl={storeUrl} />
          <AccountControl storeUrl={storeUrl} />
        </div>
      </div>
      <CatalogueNav storeUrl={storeUrl} />
      <SharedLoginPanel preloadWhenIdle />
      <ConnectionNotice />
    </header>
  );
}
