import { atom } from 'nanostores';
import type { EnglishMessages } from './en';
import { pluralRulesLocale } from './intlLocale';
import type { Locale } from './locales';

export type { Locale } from './locales';
export type MessageKey = keyof EnglishMessages;
/** The texts of one area (spec screen or widget): any subset of the keys. */
export type Messages = Partial<Record<MessageKey, string>>;
type Values = Readonly<Record<string, string | number>>;

/**
 * A text decided by a store (shared by every element) and worded by each element in its own
 * language: a message key with its values, or a plural text with its count.
 */
export type Phrase =
  | {
      readonly key: MessageKey;
      readonly values?: Values;
      /**
       * The server's own words for it, which English shows as they came (product §8); the server
       * speaks only English, so other languages show the registered text of the same message.
       */
      readonly serverText?: string;
    }
  | { readonly plural: PluralKey; readonly count: number };

export const phrase = (key: MessageKey, values?: Values): Phrase => ({ key, values });

type Translated = Exclude<Locale, 'en'>;
type AreaModule = Record<string, Messages>;

const english: Messages = {};
/** The texts of each other language, made when the language is first asked for. */
const translations: Partial<Record<Translated, Messages>> = {};
const textsOf = (locale: Translated): Messages => (translations[locale] ??= {});
/** The English areas registered so far: the ones each other language must bring too. */
const areas = new Set<string>();
/** The languages some element on the page shows. */
const wanted = new Set<Translated>();
/** `kn/cart` → its load, settled (loaded, or failed and left to English) or under way. */
const loads = new Map<string, Promise<void>>();
const settled = new Set<string>();


/** Bumped whenever texts arrive, so elements re-render with them. */
export const $messagesRevision = atom(0);

function loadArea(locale: Translated, area: string): Promise<void> {
  const id = `${locale}/${area}`;
  let load = loads.get(id);
  if (!load) {
    // A page in English downloads no other language; a Kannada pin-code widget only the
    // Kannada texts of the areas it shows.
    load = import('./translationFiles')
      .then(({ translationFiles }): Promise<AreaModule> | AreaModule => translationFiles[id]?.() ?? {})
      .then((module) => {
        Object.assign(textsOf(locale), module[area]);
      })
      .catch(() => {
        // The chunk did not arrive: the area stays in English, and a later request tries again.
        loads.delete(id);
      })
      .finally(() => {
        settled.add(id);
        $messagesRevision.set($messagesRevision.get() + 1);
      });
    loads.set(id, load);
  }
  return load;
}

function loadAreas(locale: Translated, names: Iterable<string>): Promise<unknown> {
  return Promise.all([...names].map((area) => loadArea(locale, area)));
}

/**
 * Adds the English texts of some areas (`{ common, pincode }`, named as their files), and loads
 * the same areas in every other language an element already shows. Entries call it for the
 * areas they show (widgets/*.ts), lazy screens when they arrive (src/elements/lab-storefront/screens/storeRoutes.ts), which
 * wait for the returned promise so that a screen never shows up half translated.
 */
export function registerMessages(named: Readonly<Record<string, Messages>>): Promise<unknown> {
  for (const [area, texts] of Object.entries(named)) {
    areas.add(area);
    Object.assign(english, texts);
  }
  return Promise.all([...wanted].map((locale) => loadAreas(locale, Object.keys(named))));
}

/**
 * Whether every registered area of `locale` has settled, loading what is missing: an element
 * waits for it before it shows that language.
 */
export function isLocaleReady(locale: Locale): boolean {
  if (locale === 'en') return true;
  wanted.add(locale);
  const missing = [...areas].filter((area) => !settled.has(`${locale}/${area}`));
  if (missing.length === 0) return true;
  void loadAreas(locale, missing);
  return false;
}

/** Loads every registered area of `locale`: a server render waits for it, having no re-render. */
export async function whenLocaleReady(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  wanted.add(locale);
  await loadAreas(locale, areas);
}

const placeholder = /\{(\w+)\}/g;

function fill(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Keys that come in plural forms (`x.one`, `x.other`, …), named without the form. */
export type PluralKey = MessageKey extends infer Key
  ? Key extends `${infer Base}.other`
    ? Base
    : never
  : never;

export interface Translator {
  /**
   * The text of `key` (or of a store's phrase) in the language, English where the language lacks
   * it, with `{name}` placeholders filled from `values`. An unregistered key shows as itself,
   * and in development also logs an error, which fails the test that mounts the element.
   */
  (key: MessageKey | Phrase, values?: Values): string;
  /**
   * The form of `key` that the language uses for `count` (`Intl.PluralRules`), with `{count}`
   * and `values` filled; `other` when the language has no text for that form.
   */
  plural(key: PluralKey, count: number, values?: Values): string;
  readonly locale: Locale;
}

const translators = new Map<Locale, Translator>();

/** The texts of one language. */
export function translator(locale: Locale): Translator {
  const existing = translators.get(locale);
  if (existing) return existing;
  const texts = locale === 'en' ? english : textsOf(locale);
  // Built on first use: a page's first PluralRules costs tens of milliseconds of start-up on a
  // phone, and a widget that shows no count (an empty cart's badge) never needs it.
  let rules: Intl.PluralRules | undefined;
  const t = ((key: MessageKey | Phrase, values?: Values): string => {
    if (typeof key !== 'string') {
      if ('plural' in key) return t.plural(key.plural, key.count);
      return (locale === 'en' && key.serverText) || t(key.key, key.values);
    }
    const text = texts[key] ?? english[key];
    if (text === undefined) {
      // Nothing on the page registered the key's area: its element or screen forgot it. Only
      // development builds say so; production shows the key as it is.
      if (import.meta.env.DEV) console.error(`Missing text "${key}": register its area where it is shown`);
      return key;
    }
    return fill(text, values);
  }) as Translator;
  t.plural = (key, count, values) => {
    const form = `${key}.${(rules ??= new Intl.PluralRules(pluralRulesLocale(locale))).select(count)}`;
    const formKey = (form in texts || form in english ? form : `${key}.other`) as MessageKey;
    return t(formKey, { count, ...values });
  };
  Object.defineProperty(t, 'locale', { value: locale });
  translators.set(locale, t);
  return t;
}
