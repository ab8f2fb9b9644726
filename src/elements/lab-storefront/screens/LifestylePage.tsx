import { TabbedListing } from '../components/Listing/TabbedListing';
import { useT } from '../../../i18n/useT';

/** Spec §2 `/lifestyle-health-checkup`: 'Lifestyle Health Checkups', tabs from `category/lifestyle/get`. */
export default function LifestylePage() {
  const t = useT();
  return <TabbedListing title={t('pages.lifestyle.title')} intro={t('catalogue.listing.intro.lifestyle')} tabKind="lifestyle" />;
}
