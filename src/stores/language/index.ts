import { atom } from 'nanostores';
import { localeOf, type Locale } from '../../i18n/locales';

const STORAGE_KEY = 'labLanguage';

/**
 * The stored choice, if the browser lets the page read it. Every element reads this store, the
 * pin-code widget too, so it talks to `localStorage` itself instead of through
 * `@nanostores/persistent` and `safeStorage`, which would add 1 KB to a widget that persists
 * nothing else; like them, it falls back to memory where storage throws.
 */
function storedChoice(): Locale | undefined {
  try {
    return localeOf(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/**
 * The language chosen in a language switcher, shared by every element on the page and, through
 * `localStorage` (`labLanguage`), by other tabs. Undefined until a choice is made: each element
 * then follows its page. A stored value that is no language of the store counts as no choice.
 */
export const $languageChoice = atom<Locale | undefined>(storedChoice());

window.addEventListener('storage', (event) => {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === STORAGE_KEY || event.key === null) $languageChoice.set(storedChoice());
});

export function chooseLanguage(locale: Locale): void {
  $languageChoice.set(locale);
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage is blocked or full: the choice holds for this page.
  }
}
