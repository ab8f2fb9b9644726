import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The areas of a folder of texts: its files, each named after its key prefix. */
const areasIn = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
        .map((file) => file.slice(0, -'.ts'.length))
    : [];

/**
 * What each language lacks or has beyond English, as `kn/cart: missing`: English areas live with
 * the elements that show them (`src/elements/<tag>/texts/en/`, and the shared ones in
 * `src/i18n/en/`); every other language is one folder, `src/i18n/<locale>/`. A folder of texts
 * for a language that is not listed counts as unknown.
 */
export function translationGaps(root: string, locales: readonly string[]): string[] {
  const elements = join(root, 'src/elements');
  const english = [
    ...areasIn(join(root, 'src/i18n/en')),
    ...readdirSync(elements).flatMap((tag) => areasIn(join(elements, tag, 'texts/en'))),
  ];
  const folders = readdirSync(join(root, 'src/i18n'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en')
    .map((entry) => entry.name);
  const unknownLanguages = folders.filter((folder) => !locales.includes(folder)).map((folder) => `${folder}: no such language`);
  const areaGaps = locales
    .filter((locale) => locale !== 'en')
    .flatMap((locale) => {
      const own = areasIn(join(root, 'src/i18n', locale));
      return [
        ...english.filter((area) => !own.includes(area)).map((area) => `${locale}/${area}: missing`),
        ...own.filter((area) => !english.includes(area)).map((area) => `${locale}/${area}: no such English area`),
      ];
    });
  return [...unknownLanguages, ...areaGaps];
}

/**
 * Fails the build when a language of the list lacks an area of texts, or has one English does
 * not: at run time the first would show English and the second never load. A missing or extra
 * key within an area is the compiler's (`satisfies Translation<…>`, src/i18n/translation.ts).
 */
export function translationsComplete(locales: readonly string[]): Plugin {
  return {
    name: 'lab:translations-complete',
    apply: 'build',
    configResolved(config) {
      const gaps = translationGaps(config.root, locales);
      if (gaps.length > 0) throw new Error(`Texts missing or unknown (src/i18n/<locale>/):\n  ${gaps.join('\n  ')}`);
    },
  };
}
