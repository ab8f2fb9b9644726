import { SearchX } from '../../../../components/icons';
import type { LabTest } from '../../../../domain/labTest';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useCommerceEvents } from '../../../../elementRuntime/events/commerceEvents';
import { useOnceWhen } from '../../../../hooks/useOnceWhen';
import { useT } from '../../../../i18n/useT';
import type { Loadable } from '../../../../stores/loadable';
import testCardCss from '../TestCard/TestCard.css?inline';
import { TestCard } from '../TestCard/TestCard';
import css from './ListingGrid.css?inline';
import stateCss from '../../../../components/LoadStates/LoadStates.css?inline';
import { LoadFailed } from '../../../../components/LoadStates/LoadFailed';
import { SkeletonCard } from './SkeletonCard';
import { chooseTests, CATALOGUE_ORDER, type ListingChoices as Choices } from '../../../../lib/listingChoices';
import { ListingChoices } from './ListingChoices';
import { useListingJsonLd } from './listingJsonLd';

export interface ListingGridProps {
  state: Loadable<LabTest[]>;
  /**
   * A stable English name of what is listed (the category or selection the tests come from): the
   * `item_list_name` of `lab-view-item-list`, fired once when the tests show. None while the
   * listing is not known yet (the tabs still loading).
   */
  listName?: string;
  emptyText: string;
  /** Whether each card offers a Compare box: in every listing of packages (product §10). */
  comparable?: boolean;
  onRetry: () => void;
  /** The visitor's sort and filter (beyond the spec), kept by the screen so they last across its tabs. */
  choices?: Choices;
  onChoicesChange?: (choices: Choices) => void;
}

const SKELETON_COUNT = 6;

/** The live count: how many tests show, of which kind, and in which order when not the catalogue's. */
function countText(t: ReturnType<typeof useT>, count: number, choices: Choices): string {
  const list = t.plural(choices.noFasting ? 'listingChoices.countNoFasting' : 'catalogue.listing.count', count);
  return choices.sort === 'catalogue' ? list : t(`listingChoices.sorted.${choices.sort}`, { list });
}

/** Product §4 list screens: loading (card skeletons), then empty or the list; or failed, with Retry. */
export function ListingGrid({
  state,
  listName,
  emptyText,
  comparable = true,
  onRetry,
  choices = CATALOGUE_ORDER,
  onChoicesChange,
}: ListingGridProps) {
  useStyles(css);
  useStyles(testCardCss);
  useStyles(stateCss);
  const t = useT();
  const commerceEvents = useCommerceEvents();
  const shown = state.status === 'ready' && state.value.length > 0 ? state.value : undefined;
  useOnceWhen(shown !== undefined && listName !== undefined, () => {
    if (shown && listName) commerceEvents.list('lab-view-item-list', listName, shown);
  });
  const chosen = shown && chooseTests(shown, choices);
  useListingJsonLd(listName, chosen);

  const choiceControls = onChoicesChange && <ListingChoices choices={choices} onChange={onChoicesChange} />;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={onRetry} />;
  if (state.status === 'loading') {
    // The same frame as the list below (choices, count line, then grid), so nothing moves when it arrives.
    return (
      <div className="listing" aria-busy="true">
        {choiceControls}
        <p className="listing-count" role="status">{t('common.loading')}</p>
        <div className="listing-grid">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => <SkeletonCard key={index} />)}
        </div>
      </div>
    );
  }
  if (state.value.length === 0) {
    return (
      <div className="load-state" role="status">
        <SearchX aria-hidden="true" className="load-state__icon" />
        <p className="load-state__title">{emptyText}</p>
      </div>
    );
  }
  const tests = chosen ?? [];
  return (
    <div className="listing">
      {choiceControls}
      <p className="listing-count" role="status">
        {tests.length === 0 ? t('listingChoices.emptyNoFasting') : countText(t, tests.length, choices)}
      </p>
      {tests.length === 0 ? (
        <div className="listing-empty-choice">
          <button type="button" className="button button--outline" onClick={() => onChoicesChange?.({ ...choices, noFasting: false })}>
            {t('listingChoices.showAll')}
          </button>
        </div>
      ) : (
        <ul className="listing-grid" role="list">
          {tests.map((test) => (
            <li key={test._id}>
              <TestCard test={test} listName={listName ?? ''} comparable={comparable} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
