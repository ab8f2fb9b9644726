import { useStyles } from '../../elementRuntime/shadowStyles';
import { useT } from '../../i18n/useT';
import { useHashLocation } from '../../router/hashLocation';
import { storeHref } from '../../router/storeNavigation';
import { CATALOGUE_LINKS } from '../../router/storeLinks.atBuild';
import { usePartner } from '../../hooks/usePartner';
import css from './CatalogueNav.css?inline';

/** The catalogue screens as a row of links; the current one is marked for assistive technology. */
export function CatalogueNav({ storeUrl }: { storeUrl?: string }) {
  useStyles(css);
  const t = useT();
  // Read straight from the hash: a standalone `lab-header` has no wouter Router around it.
  const [path] = useHashLocation();
  const partner = usePartner();
  return (
    <nav className="catalogue-nav" aria-label={t('header.catalogueNav')}>
      <ul role="list" className="catalogue-nav__list">
        {CATALOGUE_LINKS.map((link) => (
          <li key={link.path}>
            <a
              className="catalogue-nav__link"
              href={storeHref(link.path, storeUrl, partner)}
              aria-current={!storeUrl && path === link.path ? 'page' : undefined}
            >
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
