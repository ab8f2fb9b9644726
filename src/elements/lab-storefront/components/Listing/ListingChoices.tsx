import { useId } from 'react';
import { useStyles } from '../../../../elementRuntime/shadowStyles';
import { useT } from '../../../../i18n/useT';
import { LISTING_SORTS, type ListingChoices as Choices, type ListingSort } from '../../../../lib/listingChoices';
import css from './ListingChoices.css?inline';

export interface ListingChoicesProps {
  choices: Choices;
  onChange: (choices: Choices) => void;
}

/**
 * A listing's sort and filter (beyond the spec): a labelled "Sort by" select, the catalogue's own
 * order first, and a "No fasting needed" switch. Both apply at once; the count line below them
 * (ListingGrid, a polite live region) says what the list now holds.
 */
export function ListingChoices({ choices, onChange }: ListingChoicesProps) {
  useStyles(css);
  const t = useT();
  const sortId = useId();
  return (
    <div className="listing-choices" role="group" aria-label={t('listingChoices.group')}>
      <div className="listing-choices__sort">
        <label htmlFor={sortId}>{t('listingChoices.sortBy')}</label>
        <select
          id={sortId}
          className="field__input"
          value={choices.sort}
          onChange={(event) => onChange({ ...choices, sort: event.currentTarget.value as ListingSort })}
        >
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>{t(`listingChoices.sort.${sort}`)}</option>
          ))}
        </select>
      </div>
      <label className="listing-choices__filter">
        <input
          type="checkbox"
          checked={choices.noFasting}
          onChange={(event) => onChange({ ...choices, noFasting: event.currentTarget.checked })}
        />
        {t('listingChoices.noFasting')}
      </label>
    </div>
  );
}
