import type { Locale } from './locales';

/** The `Intl` locale of a language: Indian conventions, with Latin digits as Indian shops show them. */
export function intlLocale(locale: Locale): string {
  return `${locale}-IN-u-nu-latn`;
}

/**
 * The `Intl.PluralRules` locale of a language: the same region, without the numbering system,
 * which a plural form does not depend on. A first PluralRules asked for `-u-nu-latn` sets up
 * number formatting too: 10–60 ms in one piece on this machine's Chromium (one long task in a
 * render slice of Home's lower half, about 180 ms at Lighthouse's 4x CPU), against 1–3 ms without.
 */
export function pluralRulesLocale(locale: Locale): string {
  return `${locale}-IN`;
}
