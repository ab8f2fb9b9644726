import { atom, onMount } from 'nanostores';
import { localeOf, type Locale } from '../../i18n/locales';
import { lazySafeStorage } from '../browserStorage';

const STORAGE_KEY = 'labLanguage';

// Where storage throws, the choice holds in memory for the page.
const storage = lazySafeStorage('localStorage');

/** The stored choice; a stored value that is no language of the store counts as no choice. */
const storedChoice = () => localeOf(storage()[STORAGE_KEY] ?? null);

/**
 * The language chosen in a language switcher, shared by every element on the page and, through
 * `localStorage` (`labLanguage`), by other tabs. Undefined until a choice is made: each element
 * then follows its page. Every element reads it, the pin-code widget too, so it keeps its one
 * key itself (`browserStorage.ts`) rather than through `@nanostores/persistent`, which would add
 * 1 KB to a widget that persists nothing else.
 */
export const $languageChoice = atom<Locale | undefined>(undefined);

// Read and followed once something reads the store, not on import.
onMount($languageChoice, () => {
  $languageChoice.set(storedChoice());
  const followOtherTabs = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === STORAGE_KEY || event.key === null) $languageChoice.set(storedChoice());
  };
  window.addEventListener('storage', followOtherTabs);
  return () => window.removeEventListener('storage', followOtherTabs);
});

export function chooseLanguage(locale: Locale): void {
  $languageChoice.set(locale);
  storage()[STORAGE_KEY] = locale;
}
