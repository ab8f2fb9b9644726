import { languages, type Locale } from './languages';

/**
 * The codes of the languages the store speaks (`['en', 'kn', 'hi']`), English first. Computed
 * while building (build/evaluateAtBuild.ts), so that every element's start-up carries the codes
 * and not the language list.
 */
export const locales = Object.keys(languages) as readonly Locale[];
