import { PlainListing } from '../components/Listing/PlainListing';
import { useT } from '../../../i18n/useT';

/** Spec §2 `/package`: 'Exclusive Packages' (tests of the category Exclusive). */
export default function ExclusivePackagesPage() {
  const t = useT();
  return (
    <PlainListing
      title={t('pages.exclusive.title')}
      intro={t('catalogue.listing.intro.exclusive')}
      source={{ kind: 'category', name: 'Exclusive' }}
      emptyText={t('catalogue.listing.empty.exclusive')}
    />
  );
}
