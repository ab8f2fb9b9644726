import { TabbedListing } from '../components/Listing/TabbedListing';
import { useT } from '../../../i18n/useT';

/** Spec §2 `/woman-care`: 'Women Care Health Packages', tabs from `category/women/get`. */
export default function WomenCarePage() {
  const t = useT();
  return <TabbedListing title={t('pages.womenCare.title')} intro={t('catalogue.listing.intro.womenCare')} tabKind="women" />;
}
