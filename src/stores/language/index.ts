import { persistentAtom } from '@nanostores/persistent';
import { localeOf, type Locale } from '../../i18n/locales';

/**
 * The language chosen in a language switcher, shared by every element on the page and, through
 * `localStorage` (`labLanguage`), by other tabs. Empty until a choice is made: each element then
 * follows its page. A stored value that is no language of the store counts as no choice.
 */
export const $languageChoice = persistentAtom<Locale | undefined>('labLanguage', undefined, {
  encode: (locale) => locale ?? '',
  decode: (stored) => localeOf(stored),
});

export function chooseLanguage(locale: Locale): void {
  $languageChoice.set(locale);
}
