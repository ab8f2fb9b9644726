/** The languages the store speaks; English is the default and the fallback of every text. */
export const locales = ['en', 'kn', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** The store's language for a BCP 47 tag (`hi-IN` is Hindi); undefined for any other language. */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return locales.find((locale) => locale === primary);
}

/** The `Intl` locale of a language: Indian conventions, with Latin digits as Indian shops show them. */
export function intlLocale(locale: Locale): string {
  return `${locale}-IN-u-nu-latn`;
}
