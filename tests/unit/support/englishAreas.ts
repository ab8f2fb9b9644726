/**
 * Every area of the English texts, for tests that look at all of them: the shared areas of
 * `src/i18n/en/` and each element's own (`src/elements/<tag>/texts/en/`), named as their files.
 */
const modules = import.meta.glob<Readonly<Record<string, Record<string, string>>>>(
  ['../../../src/i18n/en/*.ts', '!../../../src/i18n/en/index.ts', '../../../src/elements/*/texts/en/*.ts'],
  { eager: true },
);

export const englishAreas: Readonly<Record<string, Record<string, string>>> = Object.assign(
  {},
  ...Object.values(modules),
);
