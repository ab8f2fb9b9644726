import { CATALOGUE_SCREENS } from '../../../../router/storeScreens';
import { useT } from '../../../../i18n/useT';
import { PlainListing } from '../../components/Listing/PlainListing';
import { TabbedListing } from '../../components/Listing/TabbedListing';
import { CompareTray } from '../../components/Compare/CompareTray';
import type { ScreenProps } from '../lazyScreen';

/**
 * Every catalogue screen of product §2, from its row of the route table (router/storeScreens.ts):
 * tabs from the server's categories of one kind, or one list with its own empty text. The routes
 * are made from the same rows, so every path given here has one.
 */
export default function ListingPage({ path }: ScreenProps) {
  const t = useT();
  const listing = CATALOGUE_SCREENS.find((screen) => screen.path === path);
  if (!listing) throw new Error(`${path} is no catalogue row of the route table`);
  const title = t(listing.title);
  const intro = t(listing.intro);
  return (
    <>
      {'tabs' in listing ? (
        <TabbedListing title={title} intro={intro} tabKind={listing.tabs} />
      ) : (
        <PlainListing title={title} intro={intro} source={listing.source} emptyText={t(listing.empty)} />
      )}
      <CompareTray />
    </>
  );
}
