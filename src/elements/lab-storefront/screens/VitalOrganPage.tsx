import { TabbedListing } from '../components/Listing/TabbedListing';
import { useT } from '../../../i18n/useT';

/** Spec §2 `/vital-organ`: 'Vital Organ Health Checkups', tabs from `category/organ/get`. */
export default function VitalOrganPage() {
  const t = useT();
  return <TabbedListing title={t('pages.vitalOrgan.title')} intro={t('catalogue.listing.intro.vitalOrgan')} tabKind="organ" />;
}
