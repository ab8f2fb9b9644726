import { atom } from 'nanostores';
import { en } from './en';

export type MessageKey = keyof typeof en;
/** A catalogue for another language: every key of the English one, any wording. */
export type Catalogue = Record<MessageKey, string>;
export type Locale = 'en';

const catalogues: Record<Locale, Catalogue> = { en };

/** The language of every element on the page. Hindi and Kannada are added as catalogues here. */
export const $locale = atom<Locale>('en');

const placeholder = /\{(\w+)\}/g;

/** The text for `key` in the current language, with `{name}` placeholders filled from `values`. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const text = catalogues[$locale.get()][key];
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
