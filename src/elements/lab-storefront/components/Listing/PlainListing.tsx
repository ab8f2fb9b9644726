import { useState } from 'react';
import { CATALOGUE_ORDER } from '../../../../lib/listingChoices';
import type { ListingSource } from '../../../../router/storeScreens';
import { listingName, loadListing } from './listingSource';
import { useLoadable } from '../../../../hooks/useLoadable';
import { BottomBanner } from '../BottomBanner/BottomBanner';
import { Screen } from '../Screen/Screen';
import { ListingGrid } from './ListingGrid';

export interface PlainListingProps {
  title: string;
  intro: string;
  source: ListingSource;
  /** Product §8: each screen's own empty text. */
  emptyText: string;
  /** Whether its cards offer a Compare box: not in Single Tests (product §10). */
  comparable?: boolean;
}

/** A listing screen without tabs: Exclusive Packages, Single Tests, Special Care Packages. */
export function PlainListing({ title, intro, source, emptyText, comparable = true }: PlainListingProps) {
  const { state, retry } = useLoadable(() => loadListing(source), JSON.stringify(source));
  const [choices, setChoices] = useState(CATALOGUE_ORDER);
  return (
    <Screen title={title} intro={intro}>
      <ListingGrid state={state} listName={listingName(source)} emptyText={emptyText} comparable={comparable} onRetry={retry} choices={choices} onChoicesChange={setChoices} />
      <BottomBanner />
    </Screen>
  );
}
