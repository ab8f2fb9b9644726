import { PlainListing } from '../components/Listing/PlainListing';
import { useT } from '../../../i18n/useT';

/** Spec §2 `/single-test`: 'Single Tests' (`tests/selected/Single Test`). */
export default function SingleTestsPage() {
  const t = useT();
  return (
    <PlainListing
      title={t('pages.singleTests.title')}
      intro={t('catalogue.listing.intro.singleTests')}
      source={{ kind: 'selection', selection: 'Single Test' }}
      emptyText={t('catalogue.listing.empty.singleTests')}
    />
  );
}
