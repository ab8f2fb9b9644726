import { languages, type Locale } from '../i18n/languages';

/**
 * How many digits each language groups before the last three of an amount (its `digitGroup` in
 * the language list): `{ en: 2, kn: 3, hi: 2 }`. Computed while building
 * (build/evaluateAtBuild.ts), so that a price carries no language names into its chunk.
 */
export const rupeeDigitGroups = Object.fromEntries(
  Object.entries(languages).map(([locale, language]) => [locale, language.digitGroup]),
) as Readonly<Record<Locale, number>>;
