import { map, type MapStore } from 'nanostores';
import type { ApiOutcome } from '../../api/callApi';
import type { SearchSuggestion } from '../../domain/searchSuggestion';
import { phrase, translator, type Phrase } from '../../i18n';
import { callLazyApi } from '../lazyApi';

/** Product §5/§9: suggestions are asked for after a 300 ms pause, from 2 trimmed characters. */
export const SEARCH_DELAY_MS = 300;
const MIN_QUERY_LENGTH = 2;

export type SearchTests = (
  query: string,
  signal?: AbortSignal,
) => Promise<ApiOutcome<SearchSuggestion[]>>;

export interface SearchState {
  query: string;
  suggestions: SearchSuggestion[];
  open: boolean;
  /** The highlighted suggestion (`aria-activedescendant`), -1 for none. */
  active: number;
  /** What the polite live region says: the number of results of the last answer. */
  announcement?: Phrase;
}

export interface SearchBoxStore {
  $state: MapStore<SearchState>;
  setQuery: (query: string) => void;
  /** Moves the highlight by `step`, wrapping around; opens the list if it has suggestions. */
  move: (step: number) => void;
  close: () => void;
  /** Stops the pending pause and request (the search box left the page). */
  dispose: () => void;
}

export function canSubmitSearch(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

const resultsText = (count: number): Phrase =>
  count === 0 ? phrase('search.results.none') : { plural: 'search.results', count };

/**
 * Where the highlight goes when an answer arrives while the user is moving through the list an
 * earlier answer showed: it stays on the same test if the new list still has it (a fast keyboard
 * user must not lose the option they are about to choose), and is dropped otherwise.
 */
function keptActive({ suggestions, active, open }: SearchState, next: SearchSuggestion[]): number {
  const highlighted = open ? suggestions[active] : undefined;
  return highlighted ? next.findIndex((suggestion) => suggestion._id === highlighted._id) : -1;
}

/** The search call, loaded with the first search; a chunk that cannot be fetched is a network error (logged, list emptied). */
const searchTestsWhenNeeded: SearchTests = (query, signal) =>
  callLazyApi(() => import('./searchApi'), (api) => api.searchTests(query, signal), 'api.load.error');

/** One search box's state; each box on the page has its own. `search` is the seam for tests. */
export function createSearch(search: SearchTests = searchTestsWhenNeeded): SearchBoxStore {
  const $state = map<SearchState>({ query: '', suggestions: [], open: false, active: -1 });
  let pause: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  function cancelPending() {
    clearTimeout(pause);
    request?.abort();
    request = undefined;
  }

  function empty(announcement?: Phrase) {
    $state.set({ ...$state.get(), suggestions: [], open: false, active: -1, announcement });
  }

  async function run(query: string) {
    const controller = new AbortController();
    request = controller;
    // Product §9's 5 s time-out is the API client's (`searchTimeout`).
    const outcome = await search(query, controller.signal);
    if (request !== controller) return; // superseded by newer typing: its answer is stale
    request = undefined;
    if (!outcome.ok) {
      // Product §8: search errors (time-out, network, non-OK status) are logged, the list emptied.
      console.error('Search failed:', translator('en')(outcome.message));
      empty();
      return;
    }
    const suggestions = outcome.value;
    const current = $state.get();
    $state.set({
      ...current,
      suggestions,
      open: suggestions.length > 0,
      active: keptActive(current, suggestions),
      announcement: resultsText(suggestions.length),
    });
  }

  return {
    $state,
    setQuery(query) {
      $state.setKey('query', query);
      cancelPending();
      const trimmed = query.trim();
      if (trimmed.length < MIN_QUERY_LENGTH) {
        empty();
        return;
      }
      pause = setTimeout(() => void run(trimmed), SEARCH_DELAY_MS);
    },
    move(step) {
      const { suggestions, active, open } = $state.get();
      if (suggestions.length === 0) return;
      const next = !open ? (step > 0 ? 0 : suggestions.length - 1) : (active + step + suggestions.length) % suggestions.length;
      $state.set({ ...$state.get(), open: true, active: next });
    },
    close() {
      // A list the visitor closed (Escape, a choice, a click outside) is not reopened by an answer
      // still on its way.
      cancelPending();
      $state.set({ ...$state.get(), open: false, active: -1 });
    },
    dispose: cancelPending,
  };
}
