import { useRef, type KeyboardEvent } from 'react';
import type { TabCategory } from '../../../../domain/tabCategory';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import skeletonCss from '../../../../styles/skeleton.css?inline';
import css from './CategoryTabs.css?inline';

export interface CategoryTabsProps {
  tabs: TabCategory[];
  selected: string | undefined;
  /** Prefix of the tab ids; the panel names its tab with `${idPrefix}-tab-{index}`. */
  idPrefix: string;
  panelId: string;
  onSelect: (name: string) => void;
}

/**
 * The ARIA tabs pattern with automatic activation: arrow keys, Home and End move to a tab and
 * select it; only the selected tab is in the Tab order.
 */
export function CategoryTabs({ tabs, selected, idPrefix, panelId, onSelect }: CategoryTabsProps) {
  useStyles(css);
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.name === selected);
  const focusable = selectedIndex === -1 ? 0 : selectedIndex;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: focusable + 1,
      ArrowLeft: focusable - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + tabs.length) % tabs.length;
    const tab = tabs[index];
    if (!tab) return;
    onSelect(tab.name);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  }

  return (
    <div
      ref={list}
      className="category-tabs"
      role="tablist"
      aria-label={t('catalogue.listing.tabs.label')}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab._id}
          id={`${idPrefix}-tab-${index}`}
          type="button"
          role="tab"
          className="category-tabs__tab"
          aria-selected={index === selectedIndex}
          aria-controls={panelId}
          tabIndex={index === focusable ? 0 : -1}
          onClick={() => onSelect(tab.name)}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}

/** The tab row's placeholder while the tabs load: same height, so the grid below stays put. */
export function CategoryTabsSkeleton() {
  useStyles(css);
  useStyles(skeletonCss);
  return (
    <div className="category-tabs" aria-hidden="true">
      {[96, 120, 88, 110].map((width) => (
        <span key={width} className="category-tabs__tab skeleton" style={{ width }} />
      ))}
    </div>
  );
}
