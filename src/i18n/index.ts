import { atom } from 'nanostores';
import type { EnglishMessages } from './en';

export type MessageKey = keyof EnglishMessages;
/** The texts of one language: any subset of the keys, registered area by area. */
export type Messages = Partial<Record<MessageKey, string>>;
/** The languages the catalogue can hold; Hindi ('hi') and Kannada ('kn') are added here. */
export type Locale = 'en';

const catalogues: Record<Locale, Messages> = { en: {} };

/** The language of every element on the page. */
export const $locale = atom<Locale>('en');

/**
 * Adds texts of one area (spec screen or widget) to a language. Entries and lazy screens call
 * it for the areas they show (widgets/*.ts, src/router/routes.ts).
 */
export function registerMessages(locale: Locale, ...areas: Messages[]): void {
  Object.assign(catalogues[locale], ...areas);
}

/** Keys that come in plural forms (`x.one`, `x.other`, …), named without the form. */
export type PluralKey = MessageKey extends infer Key
  ? Key extends `${infer Base}.other`
    ? Base
    : never
  : never;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of `key` that the current language uses for `count` (`Intl.PluralRules`: English has
 * one/other, Hindi and Kannada their own), with `{count}` and `values` filled. Falls back to
 * `other` when a language has no text for a form.
 */
export function tPlural(key: PluralKey, count: number, values?: Record<string, string | number>): string {
  const locale = $locale.get();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = `${key}.${rules.select(count)}`;
  const formKey = (form in catalogues[locale] || form in catalogues.en ? form : `${key}.other`) as MessageKey;
  return t(formKey, { count, ...values });
}

const placeholder = /\{(\w+)\}/g;

/**
 * The text for `key` in the current language (English when that language lacks it), with
 * `{name}` placeholders filled from `values`. An unregistered key is shown as itself, which the
 * tests of each screen would catch.
 */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const text = catalogues[$locale.get()][key] ?? catalogues.en[key] ?? key;
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
