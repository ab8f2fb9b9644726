import { ads, banners, singleTest, specialCare } from '../../sampleContent/homeSampleData';
import { useT } from '../../../../i18n/useT';
import { singleTestsLink, specialCareLink } from '../../../../router/storeLinks.atBuild';
import { storeHref } from '../../../../router/storeNavigation';
import { CareGroups } from './CareGroups';
import { ImageCarousel } from './ImageCarousel';
import { MakeYourOwnPackage } from './MakeYourOwnPackage';
import { PackageShelf } from './PackageShelf';
import { SpecialOffers } from './SpecialOffers';
import { StatsStrip } from './StatsStrip';

/**
 * Home from the banner carousel down. It is a chunk of its own, requested as Home renders:
 * the first screen (header, hero, pin code, categories) paints without waiting for it, and it
 * keeps the store's entry within its size budget. Still sample data only: no server call.
 */
export default function HomeBelowFold() {
  const t = useT();
  return (
    <div className="home__below-fold">
      <div className="container home-section">
        <ImageCarousel label={t('homeBelowFold.banners.label')} images={banners} width={1200} height={450} variant="banner" />
      </div>
      <div className="container home-section offers-row">
        <SpecialOffers />
        <MakeYourOwnPackage />
      </div>
      <CareGroups />
      <PackageShelf
        id="home-special-care"
        title={t('chrome.nav.specialCare')}
        subtitle={t('homeBelowFold.specialCare.subtitle')}
        href={storeHref(specialCareLink.path)}
        viewAllLabel={t('homeBelowFold.specialCare.viewAllLabel')}
        packages={specialCare}
      />
      <PackageShelf
        id="home-single-tests"
        title={t('homeBelowFold.singleTests.title')}
        subtitle={t('homeBelowFold.singleTests.subtitle')}
        href={storeHref(singleTestsLink.path)}
        viewAllLabel={t('homeBelowFold.singleTests.viewAllLabel')}
        packages={singleTest}
      />
      <StatsStrip />
      <div className="container home-section home-section--last">
        <ImageCarousel label={t('homeBelowFold.ads.label')} images={ads} width={600} height={300} perView={2} variant="ad" />
      </div>
    </div>
  );
}
