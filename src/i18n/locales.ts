/**
 * Which language an element speaks, among the languages the store speaks (languages.ts). The
 * store page's first-screen snapshot runs this very file, inlined in its script with the codes
 * (`build/firstScreenSnapshot.ts`), so the page and the element decide alike: it imports only
 * the codes.
 */
import { locales } from './localeCodes.atBuild';
import type { Locale } from './languages';

export { locales };
export type { Locale };

/** The store's language for a BCP 47 tag (`hi-IN` is Hindi); undefined for any other language. */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return locales.find((locale) => locale === primary);
}

/**
 * The language an element speaks (interface §2): its own `lang` attribute first (any language the
 * store does not speak means English), then the choice made in a language switcher, then its
 * page's: the nearest `[lang]` ancestor, up to `<html lang>`.
 */
export function resolveLocale(own: string | null, choice: Locale | undefined, inherited: string | null): Locale {
  if (own !== null) return localeOf(own) ?? 'en';
  return choice ?? localeOf(inherited) ?? 'en';
}
