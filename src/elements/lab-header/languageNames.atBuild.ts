import { languages, type Locale } from '../../i18n/languages';

/**
 * Each language named in its own script, for the switcher's options: `{ en: 'English', kn: 'ಕನ್ನಡ', … }`.
 * Computed while building (build/evaluateAtBuild.ts), as the rest of the language list is.
 */
export const languageNames = Object.fromEntries(
  Object.entries(languages).map(([locale, language]) => [locale, language.name]),
) as Readonly<Record<Locale, string>>;
