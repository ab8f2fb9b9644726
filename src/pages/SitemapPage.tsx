import { useStore } from '@nanostores/react';
import { House } from '../components/icons';
import { ContactActions } from '../components/ContactLinks/ContactActions';
import { ContactDetails } from '../components/ContactLinks/ContactDetails';
import css from '../styles/panels.css?inline';
import { CATALOGUE_LINKS, HOME_LINK, LEGAL_LINKS, type StoreLink } from '../router/storeLinks';
import { useStyles } from '../elements/adoptStyles';
import type { MessageKey } from '../i18n';
import { useT } from '../i18n/useT';
import { storeHref, storePath } from '../router/storeNavigation';
import { $userId } from '../stores/session';

/** Spec §2 Sitemap: the 15 test categories (their names are in the catalogue). */
const TEST_CATEGORIES = [
  'sitemap.category.blood',
  'sitemap.category.urine',
  'sitemap.category.cardiac',
  'sitemap.category.diabetes',
  'sitemap.category.thyroid',
  'sitemap.category.liverFunction',
  'sitemap.category.kidneyFunction',
  'sitemap.category.lipidProfile',
  'sitemap.category.completeBloodCount',
  'sitemap.category.vitamin',
  'sitemap.category.hormone',
  'sitemap.category.cancerScreening',
  'sitemap.category.infectiousDisease',
  'sitemap.category.allergy',
  'sitemap.category.pregnancy',
] as const satisfies readonly MessageKey[];

export default function SitemapPage() {
  useStyles(css);
  const t = useT();
  const userId = useStore($userId);
  // Spec §2: 12 main pages. The cart is keyed by the logged-in user (without one it shows the error page).
  const cartLink: StoreLink = { path: storePath('/cart', { userId: userId || undefined }), label: 'nav.cart' };
  const mainPages = [HOME_LINK, ...CATALOGUE_LINKS, cartLink, ...LEGAL_LINKS];
  return (
    <div className="page">
      <h1 className="page__title">{t('page.sitemap.title')}</h1>
      <p className="page__lead">{t('sitemap.lead')}</p>
      <div className="content-grid">
        <section className="panel" aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="panel__title">{t('sitemap.mainPages')}</h2>
          <ul role="list" className="link-list">
            {mainPages.map((link) => (
              <li key={link.label}>
                <a href={storeHref(link.path)}>{t(link.label)}</a>
              </li>
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories" className="panel__title">{t('sitemap.categories')}</h2>
          <ul role="list" className="chip-list">
            {TEST_CATEGORIES.map((key) => (
              <li key={key} className="chip">{t(key)}</li>
            ))}
          </ul>
        </section>
        {/* Not a named region: the footer's "Contact us" already is one (landmarks stay unique). */}
        <section className="panel panel--wide">
          <h2 className="panel__title">{t('sitemap.contact')}</h2>
          <ContactDetails />
          <ContactActions>
            <a className="button button--outline" href={storeHref('/')}>
              <House aria-hidden="true" width={18} height={18} />
              {t('sitemap.backHome')}
            </a>
          </ContactActions>
        </section>
      </div>
    </div>
  );
}
