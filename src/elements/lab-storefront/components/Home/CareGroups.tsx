import { ArrowRight } from '../../../../components/icons';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { formatRupees } from '../../../../lib/formatRupees';
import { storeHref } from '../../../../router/storeNavigation';
import { lifestyleLink, menCareLink, vitalOrganLink, womenCareLink } from '../../../../router/storeLinks.atBuild';
import type { StoreLink } from '../../../../router/storeScreens';
import { lifestyle, menCare, vitalOrgans, womenCare } from '../../sampleContent/homeSampleData';
import type { SamplePackage } from '../../sampleContent/homeSampleTypes';
import { SectionHeading } from './SectionHeading';
import lifestyleImage from '../../../../images/care-lifestyle.svg';
import menImage from '../../../../images/care-men.svg';
import vitalOrganImage from '../../../../images/care-vital-organ.svg';
import womenImage from '../../../../images/care-women.svg';
import css from './CareGroups.css?inline';

interface CareGroup {
  screen: StoreLink;
  image: string;
  packages: SamplePackage[];
}

const GROUPS: CareGroup[] = [
  { screen: vitalOrganLink, image: vitalOrganImage, packages: vitalOrgans },
  { screen: womenCareLink, image: womenImage, packages: womenCare },
  { screen: menCareLink, image: menImage, packages: menCare },
  { screen: lifestyleLink, image: lifestyleImage, packages: lifestyle },
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
          <li key={group.screen.path} className="care-tile">
            <img className="care-tile__image" src={group.image} alt="" width={56} height={56} loading="lazy" />
            <h3 className="care-tile__title">{t(group.screen.label)}</h3>
            <p className="care-tile__from">
              {t('homeBelowFold.care.from', { price: formatRupees(Math.min(...group.packages.map((item) => item.price)), t.locale) })}
            </p>
            <ul role="list" className="care-tile__packages">
              {group.packages.map((item) => (
                <li key={item._id}>{t(item.name)}</li>
              ))}
            </ul>
            <a className="care-tile__link" href={storeHref(group.screen.path)}>
              {t('homeBelowFold.care.explore', { group: t(group.screen.label) })}
              <ArrowRight aria-hidden="true" width={16} height={16} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
