import { useId, useState } from 'react';
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

/**
 * A tabbed listing screen (product §2): tabs from the server, the first selected unless `tab` is in
 * the address. Choosing a tab replaces the address rather than pushing it: tabs are a filter of
 * one screen, so Back leaves the screen instead of stepping through every tab tried; the address
 * still names the tab for reloads and shared links.
 */
export function TabbedListing({ title, intro, tabKind }: TabbedListingProps) {
  const t = useT();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const tabs = useLoadable(() => fetchTabCategories(tabKind), tabKind);
  const requested = params.get('tab')?.trim() || undefined;
  // The sort and filter live in the screen, not the address: product §2 gives these routes `tab` alone.
  const [choices, setChoices] = useState(CATALOGUE_ORDER);

  function select(name: string) {
    setParams((current) => {
      current.set('tab', name);
      return current;
    }, { replace: true });
  }

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
    // A `tab` the server does not list is still the one asked for: its tests are loaded as given.
    const selected =
      list.find((tab) => tab.name.toLowerCase() === requested?.toLowerCase())?.name ??
      requested ??
      list[0]?.name ??
      '';
    const selectedIndex = list.findIndex((tab) => tab.name === selected);
    body = (
      <>
        <CategoryTabs tabs={list} selected={selected} idPrefix={ids} panelId={`${ids}-panel`} onSelect={select} />
        <TabPanel
          key={selected}
          category={selected}
          id={`${ids}-panel`}
          tabId={selectedIndex === -1 ? undefined : `${ids}-tab-${selectedIndex}`}
          choices={choices}
          onChoicesChange={setChoices}
        />
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
