import { TabbedListing } from '../components/Listing/TabbedListing';
import { useT } from '../../../i18n/useT';

/** Spec §2 `/checkups?tab=`: 'Health Checkup Packages', tabs from `category/lessPrice/get`. */
export default function CheckupsPage() {
  const t = useT();
  return <TabbedListing title={t('pages.checkups.title')} intro={t('catalogue.listing.intro.checkups')} tabKind="lessPrice" />;
}
