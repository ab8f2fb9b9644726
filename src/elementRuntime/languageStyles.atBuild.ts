import { languages } from '../i18n/languages';

const entries = Object.entries(languages);

/** Each language's own faces, in the list's order: `'Noto Sans Kannada', 'Kannada Sangam MN', …` (also the docs' default). */
export const languageFonts = entries
  .flatMap(([, language]) => ('fonts' in language ? language.fonts : []))
  .map((font) => `'${font}'`)
  .join(', ');

/**
 * The line spacing of the languages whose scripts need more (their `leading` in the language
 * list), one rule per value on the box that carries an element's language (elementTree.tsx):
 * `.lab-locale:is(:lang(kn),:lang(hi)){--_leading-scale:1.25}`.
 */
const byLeading = new Map<number, string[]>();
for (const [locale, language] of entries) {
  if ('leading' in language) byLeading.set(language.leading, [...(byLeading.get(language.leading) ?? []), `:lang(${locale})`]);
}
const leadingCss = [...byLeading].map(([leading, selectors]) => `.lab-locale:is(${selectors.join()}){--_leading-scale:${leading}}`);

/**
 * What the language list adds to every element's shared sheet: its faces, which the type token's
 * default reads (`--_language-fonts`, tokens.css), and the line spacing. Computed while building
 * (build/evaluateAtBuild.ts) and adopted with the shared sheet, a string like the rest.
 */
export const languageCss = [...(languageFonts ? [`:host{--_language-fonts:${languageFonts.replaceAll(', ', ',')}}`] : []), ...leadingCss].join('');
