import { useStore } from '@nanostores/react';
import { House } from '../../../../components/icons';
import { ContactActions } from '../../components/ContactLinks/ContactActions';
import { ContactDetails } from '../../components/ContactLinks/ContactDetails';
import css from '../../../../styles/panels.css?inline';
import { CATALOGUE_LINKS, cartLink, homeLink, LEGAL_LINKS } from '../../../../router/storeLinks.atBuild';
import type { StoreLink } from '../../../../router/storeScreens';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import type { MessageKey } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { titleOf } from '../../../../router/storeScreens';
import type { ScreenProps } from '../lazyScreen';
import { storeHref, storePath } from '../../../../router/storeNavigation';
import { $userId } from '../../../../stores/session';

/** Product §2 Sitemap: the 15 test categories (their names are in the catalogue). */
const TEST_CATEGORIES = [
  'content.sitemap.category.blood',
  'content.sitemap.category.urine',
  'content.sitemap.category.cardiac',
  'content.sitemap.category.diabetes',
  'content.sitemap.category.thyroid',
  'content.sitemap.category.liverFunction',
  'content.sitemap.category.kidneyFunction',
  'content.sitemap.category.lipidProfile',
  'content.sitemap.category.completeBloodCount',
  'content.sitemap.category.vitamin',
  'content.sitemap.category.hormone',
  'content.sitemap.category.cancerScreening',
  'content.sitemap.category.infectiousDisease',
  'content.sitemap.category.allergy',
  'content.sitemap.category.pregnancy',
] as const satisfies readonly MessageKey[];

export default function SitemapPage({ path }: ScreenProps) {
  useStyles(css);
  const t = useT();
  const userId = useStore($userId);
  // Product §2: 12 main pages. The cart is keyed by the logged-in user (without one it shows the error page).
  const usersCart: StoreLink = { ...cartLink, path: storePath(cartLink.path, { userId: userId || undefined }) };
  const mainPages = [homeLink, ...CATALOGUE_LINKS, usersCart, ...LEGAL_LINKS];
  return (
    <div className="page">
      <h1 className="page__title">{t(titleOf(path))}</h1>
      <p className="page__lead">{t('content.sitemap.lead')}</p>
      <div className="content-grid">
        <section className="panel" aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="panel__title">{t('content.sitemap.mainPages')}</h2>
          <ul role="list" className="link-list">
            {mainPages.map((link) => (
              <li key={link.label}>
                <a href={storeHref(link.path)}>{t(link.label)}</a>
              </li>
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories" className="panel__title">{t('content.sitemap.categories')}</h2>
          <ul role="list" className="chip-list">
            {TEST_CATEGORIES.map((key) => (
              <li key={key} className="chip">{t(key)}</li>
            ))}
          </ul>
        </section>
        {/* Not a named region: the footer's "Contact us" already is one (landmarks stay unique). */}
        <section className="panel panel--wide">
          <h2 className="panel__title">{t('content.sitemap.contact')}</h2>
          <ContactDetails />
          <ContactActions>
            <a className="button button--outline" href={storeHref('/')}>
              <House aria-hidden="true" width={18} height={18} />
              {t('content.sitemap.backHome')}
            </a>
          </ContactActions>
        </section>
      </div>
    </div>
  );
}
