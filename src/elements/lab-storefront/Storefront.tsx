import { Suspense, useEffect, useRef } from 'react';
import { Router } from 'wouter';
import { lazyPart } from '../../elementRuntime/lazyPart';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';
import { registerMessages } from '../../i18n';
import { useT } from '../../i18n/useT';
import { hashHref, useHashLocation, useHashSearch } from '../../router/hashLocation';
import { setContact } from '../../stores/contact';
import { keepPartnerFromHashQuery } from '../../stores/partner';
import { Header } from '../lab-header';
import { BookingSwitchProvider } from '../../components/BookingSwitch/BookingSwitch';
import { MobileBottomBar } from './components/MobileBottomBar/MobileBottomBar';
import { ScrollToTop } from './components/ScrollToTopButton/ScrollToTop';
import { StoreRouter } from './StoreRouter';
import css from './Storefront.css?inline';

// Below every screen's fold: its own chunk with its texts, requested once the first screen is
// painted. Without it the store shows no footer until it comes.
const Footer = lazyPart(
  async () => {
    const [module, texts] = await Promise.all([
      import(/* after first paint, every screen */ './components/Footer/Footer'),
      import('./texts/en/footer'),
    ]);
    await registerMessages(texts);
    return { default: module.Footer };
  },
  { fallback: () => null },
);

export interface StorefrontProps {
  supportPhone?: string;
  supportEmail?: string;
  whatsappNumber?: string;
  address?: string;
  accreditation?: string;
  /** Interface §2 `booking`: present, the store books home collections. */
  booking?: boolean;
}

/**
 * A visitor sent by a partner lands with `partner=` in the hash query (interface §2). A component
 * of its own: the store's chrome does not re-render at every change of the hash.
 */
function PartnerFromHash() {
  const hashQuery = useHashSearch();
  useEffect(() => keepPartnerFromHashQuery(hashQuery), [hashQuery]);
  return null;
}

/** `<lab-storefront>`: the whole store, routed on the page's hash, inside the global chrome. */
export function Storefront({ supportPhone, supportEmail, whatsappNumber, address, accreditation, booking = false }: StorefrontProps) {
  useStyles(css);
  const t = useT();
  const main = useRef<HTMLElement>(null);
  const showFooter = useAfterFirstPaint();
  useEffect(() => {
    setContact({ phone: supportPhone, email: supportEmail, whatsapp: whatsappNumber, address, accreditation });
  }, [supportPhone, supportEmail, whatsappNumber, address, accreditation]);

  return (
    <BookingSwitchProvider value={booking}>
      <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
        <PartnerFromHash />
        <div part="base" className="storefront">
          {/* The hash is the store's route, so the skip link moves focus itself instead of to `#main`. */}
          <a
            className="skip-link"
            href="#main"
            onClick={(event) => {
              event.preventDefault();
              main.current?.focus();
            }}
          >
            {t('chrome.skipToContent')}
          </a>
          <Header />
          <main className="storefront__main" id="main" ref={main} tabIndex={-1}>
            <StoreRouter />
          </main>
          <Suspense fallback={null}>{showFooter && <Footer />}</Suspense>
          <MobileBottomBar />
          <ScrollToTop />
        </div>
      </Router>
    </BookingSwitchProvider>
  );
}
