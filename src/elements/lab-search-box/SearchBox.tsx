import { useStore } from '@nanostores/react';
import { ConnectionNotice } from '../../components/ConnectionNotice/ConnectionNotice';
import { Search } from '../../components/icons';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../../domain/searchSuggestion';
import { useStyles } from '../../elementRuntime/shadowStyles';
import { useSearchEvent } from '../../elementRuntime/events/searchCommerceEvent';
import { useOutsidePointerDown } from '../../hooks/useOutsidePointerDown';
import { useT } from '../../i18n/useT';
import { formatRupees } from '../../lib/formatRupees';
import { productPath } from '../../router/storePaths.atBuild';
import { goToStore, storePath } from '../../router/storeNavigation';
import { $partner } from '../../stores/partner';
import { canSubmitSearch, createSearch } from '../../stores/search';
import css from './SearchBox.css?inline';

export interface SearchBoxProps {
  /** The page that hosts `lab-storefront`; without it the box navigates this page's hash. */
  storeUrl?: string;
}

/**
 * Search with suggestions, on the ARIA 1.2 combobox pattern (github/auto-complete-element):
 * the input owns a listbox through `aria-controls`, the highlight is `aria-activedescendant`,
 * and a polite live region says how many results arrived. Submitting, or choosing a suggestion,
 * fires `lab-search` with what was typed from the element the box is in.
 */
export function SearchBox({ storeUrl }: SearchBoxProps) {
  useStyles(css);
  const t = useT();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const search = useMemo(() => createSearch(), []);
  const { query, suggestions, open, active, announcement } = useStore(search.$state);
  const partner = useStore($partner);
  const fireSearch = useSearchEvent();
  const listboxId = `${ids}-listbox`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  useEffect(() => () => search.dispose(), [search]);

  // Product §4: an outside click closes the list.
  useOutsidePointerDown(form, open, search.close);

  function choose(suggestion: SearchSuggestion) {
    search.close();
    fireSearch(query.trim());
    goToStore(storePath(productPath, { id: suggestion._id, category: suggestion.category }), storeUrl, partner);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        search.close();
      } else if (query) {
        search.setQuery('');
      }
    }
  }

  const activeSuggestion = open && active >= 0 ? suggestions[active] : undefined;

  return (
    <form
      ref={form}
      part="base"
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (activeSuggestion) {
          choose(activeSuggestion);
        } else if (canSubmitSearch(query)) {
          search.close();
          fireSearch(query.trim());
          goToStore(storePath('/search', { q: query.trim() }), storeUrl, partner);
        }
      }}
    >
      <label htmlFor={`${ids}-input`} className="visually-hidden">{t('search.label')}</label>
      <div className="search-box__field">
        <Search aria-hidden="true" className="search-box__icon" />
        <input
          id={`${ids}-input`}
          className="search-box__input"
          type="search"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeSuggestion ? optionId(active) : undefined}
          value={query}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__submit" aria-label={t('search.submit')}>
          <Search aria-hidden="true" />
        </button>
      </div>
      <ul id={listboxId} role="listbox" aria-label={t('search.suggestions')} className="search-box__list" hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-box__option"
            // Keeps the focus in the input, so the combobox never loses its place.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span className="search-box__name">{suggestion.name}</span>
            <span className="search-box__meta">
              {suggestion.category}
              {suggestion.price !== undefined && <strong>{formatRupees(suggestion.price, t.locale)}</strong>}
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement && t(announcement)}</p>
      <ConnectionNotice />
    </form>
  );
}
