import type { Locale } from './locales';

/** The `Intl` locale of a language: Indian conventions, with Latin digits as Indian shops show them. */
export function intlLocale(locale: Locale): string {
  return `${locale}-IN-u-nu-latn`;
}
