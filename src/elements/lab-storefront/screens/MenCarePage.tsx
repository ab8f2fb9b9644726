import { TabbedListing } from '../components/Listing/TabbedListing';
import { useT } from '../../../i18n/useT';

/** Spec §2 `/men-care`: 'Men Care Health Packages', tabs from `category/men/get`. */
export default function MenCarePage() {
  const t = useT();
  return <TabbedListing title={t('pages.menCare.title')} intro={t('catalogue.listing.intro.menCare')} tabKind="men" />;
}
