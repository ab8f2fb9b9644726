import { PlainListing } from '../components/Listing/PlainListing';
import { useT } from '../../../i18n/useT';

/** Spec §2 `/special-care`: 'Special Care Packages' (`tests/selected/Special Care Packages`). */
export default function SpecialCarePage() {
  const t = useT();
  return (
    <PlainListing
      title={t('pages.specialCare.title')}
      intro={t('catalogue.listing.intro.specialCare')}
      source={{ kind: 'selection', selection: 'Special Care Packages' }}
      emptyText={t('catalogue.listing.empty.specialCare')}
    />
  );
}
