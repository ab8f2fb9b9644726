import { ArrowRight } from '../../../../components/icons';
import { useStyles } from '../../../adoptStyles';
import type { MessageKey } from '../../../../i18n';
import { useT } from '../../../../i18n/useT';
import { formatRupees } from '../../../../lib/formatRupees';
import { storeHref } from '../../../../router/storeNavigation';
import { lifestyle, menCare, vitalOrgans, womenCare } from '../../sampleContent/homeSampleData';
import type { SamplePackage } from '../../sampleContent/homeSampleTypes';
import { SectionHeading } from './SectionHeading';
import lifestyleImage from '../../../../images/care-lifestyle.svg';
import menImage from '../../../../images/care-men.svg';
import vitalOrganImage from '../../../../images/care-vital-organ.svg';
import womenImage from '../../../../images/care-women.svg';
import css from './CareGroups.css?inline';

interface CareGroup {
  path: string;
  title: MessageKey;
  image: string;
  packages: SamplePackage[];
}

const GROUPS: CareGroup[] = [
  { path: '/vital-organ', title: 'chrome.nav.vitalOrgan', image: vitalOrganImage, packages: vitalOrgans },
  { path: '/woman-care', title: 'chrome.nav.womenCare', image: womenImage, packages: womenCare },
  { path: '/men-care', title: 'chrome.nav.menCare', image: menImage, packages: menCare },
  { path: '/lifestyle-health-checkup', title: 'chrome.nav.lifestyle', image: lifestyleImage, packages: lifestyle },
];

/** The tabbed catalogue screens as four tiles, each with a taste of its packages from the sample data. */
export function CareGroups() {
  useStyles(css);
  const t = useT();
  return (
    <section className="container home-section" aria-labelledby="home-care">
      <SectionHeading id="home-care" title={t('homeBelowFold.care.title')} subtitle={t('homeBelowFold.care.subtitle')} />
      <ul role="list" className="care-grid">
        {GROUPS.map((group) => (
          <li key={group.path} className="care-tile">
            <img className="care-tile__image" src={group.image} alt="" width={56} height={56} loading="lazy" />
            <h3 className="care-tile__title">{t(group.title)}</h3>
            <p className="care-tile__from">
              {t('homeBelowFold.care.from', { price: formatRupees(Math.min(...group.packages.map((item) => item.price)), t.locale) })}
            </p>
            <ul role="list" className="care-tile__packages">
              {group.packages.map((item) => (
                <li key={item._id}>{t(item.name)}</li>
              ))}
            </ul>
            <a className="care-tile__link" href={storeHref(group.path)}>
              {t('homeBelowFold.care.explore', { group: t(group.title) })}
              <ArrowRight aria-hidden="true" width={16} height={16} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
