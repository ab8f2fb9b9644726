import { translator, type Phrase } from '../../../src/i18n';

const isPhrase = (value: object): value is Phrase => 'key' in value || 'plural' in value;

/** A store's result with every phrase in it worded in English, as the spec gives its texts. */
export function inEnglish(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isPhrase(value)) return translator('en')(value);
  if (Array.isArray(value)) return value.map(inEnglish);
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, inEnglish(inner)]));
}
