/**
 * The languages the store speaks: adding one is one entry here plus its text files
 * (docs/contributing/changing-the-store.md, "Add a language"). Everything else follows from this
 * list: the codes an element accepts, the language switcher's options, the rupee format, the line
 * spacing of the script, the `lang` attribute's docs, the languages the tests walk through and the
 * first-screen snapshot's rule. This module imports nothing, and the pages' bundles carry its
 * entries only where the switcher shows them: what every element needs of it is computed while
 * building (`*.atBuild.ts`, build/evaluateAtBuild.ts).
 */
export const languages = {
  en: { name: 'English', englishName: 'English', digitGroup: 2 },
  kn: {
    name: 'ಕನ್ನಡ',
    englishName: 'Kannada',
    digitGroup: 3,
    leading: 1.25,
    fonts: ['Noto Sans Kannada', 'Kannada Sangam MN'],
  },
  hi: {
    name: 'हिन्दी',
    englishName: 'Hindi',
    digitGroup: 2,
    leading: 1.25,
    fonts: ['Noto Sans Devanagari', 'Kohinoor Devanagari'],
  },
} as const satisfies Readonly<Record<string, Language>>;

/** What the store needs to know of a language besides its texts. */
export interface Language {
  /** Its own name, in its own script: the language switcher's option. */
  readonly name: string;
  /** Its name in English, for the docs (the `lang` attribute's description). */
  readonly englishName: string;
  /**
   * How rupees group their digits before the last three, as CLDR writes them (and so
   * `Intl.NumberFormat`): pairs in Indian English and Hindi (`1,24,999`), threes in Kannada
   * (`124,999`).
   */
  readonly digitGroup: 2 | 3;
  /**
   * How much its tight lines (headings, prices, labels) open up, if its script stacks signs above
   * and below the letters as Kannada and Devanagari do, so that no sign touches the next line.
   */
  readonly leading?: number;
  /**
   * The faces of its script that phones and computers ship, if the Latin faces lack it (Android's
   * Noto, then Apple's), tried after the Latin faces and before Windows' Nirmala UI, which has
   * every Indian script (src/styles/tokens.css). No web font is downloaded.
   */
  readonly fonts?: readonly string[];
}

/** A language the store speaks, by its code (`kn`). */
export type Locale = keyof typeof languages;
