import { useId, useMemo, useState } from 'react';
import { CATALOGUE_ORDER, type ListingChoices } from '../../../../lib/listingChoices';
import { useSearchParams } from 'wouter';
import type { TabCategoryKind } from '../../../../domain/tabCategory';
import { useT } from '../../../../i18n/useT';
import { fetchTabCategories } from '../../../../api/catalogue';
import { loadListing } from './listingSource';
import { useLoadable } from '../../../../hooks/useLoadable';
import { BottomBanner } from '../BottomBanner/BottomBanner';
import { Screen } from '../Screen/Screen';
import { CategoryTabs, CategoryTabsSkeleton } from './CategoryTabs';
import { ListingGrid } from './ListingGrid';
import { LoadFailed } from '../../../../components/LoadStates/LoadFailed';
import type { TabCategory } from '../../../../domain/tabCategory';
import { useQueryAsTapped } from '../../shownAddress';

export interface TabbedListingProps {
  title: string;
  intro: string;
  tabKind: TabCategoryKind;
}

interface TabPanelProps {
  category: string;
  id: string;
  tabId?: string;
  choices: ListingChoices;
  onChoicesChange: (choices: ListingChoices) => void;
}

/** The tests of one tab: remounted per tab, so each tab has its own load and Retry; the sort and filter are the screen's. */
function TabPanel({ category, id, tabId, choices, onChoicesChange }: TabPanelProps) {
  const t = useT();
  const { state, retry } = useLoadable(() => loadListing({ kind: 'category', name: category }), category);
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={tabId}
      aria-label={tabId ? undefined : category}
      className="tab-panel"
    >
      <ListingGrid state={state} listName={category} emptyText={t('catalogue.listing.empty.category')}
        onRetry={retry}
        choices={choices}
        onChoicesChange={onChoicesChange}
      />
    </div>
  );
}

/** The tab a `tab` of the address selects; one the server does not list is still the one asked for (its tests are loaded as given). */
function selectedTab(list: readonly TabCategory[], requested: string | undefined): string {
  return list.find((tab) => tab.name.toLowerCase() === requested?.toLowerCase())?.name ?? requested ?? list[0]?.name ?? '';
}

const requestedTab = (params: URLSearchParams) => params.get('tab')?.trim() || undefined;

/**
 * A tabbed listing screen (product §2): tabs from the server, the first selected unless `tab` is in
 * the address. Choosing a tab replaces the address rather than pushing it: tabs are a filter of
 * one screen, so Back leaves the screen instead of stepping through every tab tried; the address
 * still names the tab for reloads and shared links. The tab row shows a pressed tab at once; its
 * tests follow as the screen renders the new address (StoreRouter).
 */
export function TabbedListing({ title, intro, tabKind }: TabbedListingProps) {
  const t = useT();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const tabs = useLoadable(() => fetchTabCategories(tabKind), tabKind);
  const requested = requestedTab(params);
  const tapped = requestedTab(new URLSearchParams(useQueryAsTapped()));
  // The sort and filter live in the screen, not the address: product §2 gives these routes `tab` alone.
  const [choices, setChoices] = useState(CATALOGUE_ORDER);

  function select(name: string) {
    // A copy: wouter hands over the query this render read, which must keep naming the tab shown.
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', name);
      return next;
    }, { replace: true });
  }

  const shownTabs = tabs.state.status === 'ready' ? tabs.state.value : undefined;
  const selected = shownTabs && selectedTab(shownTabs, requested);
  const selectedIndex = shownTabs?.findIndex((tab) => tab.name === selected) ?? -1;
  // The same element while the shown tab and the choices are: a tab pressed re-renders the tab row
  // at once, and the cards only once the screen renders the new address.
  const panel = useMemo(
    () =>
      selected !== undefined && (
        <TabPanel
          key={selected}
          category={selected}
          id={`${ids}-panel`}
          tabId={selectedIndex === -1 ? undefined : `${ids}-tab-${selectedIndex}`}
          choices={choices}
          onChoicesChange={setChoices}
        />
      ),
    [selected, selectedIndex, ids, choices],
  );

  let body;
  if (tabs.state.status === 'loading') {
    body = (
      <>
        <CategoryTabsSkeleton />
        <ListingGrid state={tabs.state} emptyText="" onRetry={tabs.retry} choices={choices} onChoicesChange={setChoices} />
      </>
    );
  } else if (tabs.state.status === 'failed') {
    body = <LoadFailed message={tabs.state.message} onRetry={tabs.retry} />;
  } else if (tabs.state.value.length === 0 && !requested) {
    body = <ListingGrid state={{ status: 'ready', value: [] }} emptyText={t('catalogue.listing.empty.category')} onRetry={tabs.retry} />;
  } else {
    const list = tabs.state.value;
    body = (
      <>
        <CategoryTabs tabs={list} selected={selectedTab(list, tapped)} idPrefix={ids} panelId={`${ids}-panel`} onSelect={select} />
        {panel}
      </>
    );
  }

  return (
    <Screen title={title} intro={intro}>
      <div className="tabbed-listing">{body}</div>
      <BottomBanner />
    </Screen>
  );
}
