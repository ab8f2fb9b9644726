import { languages } from '../../i18n/languages';
import type { AttributeDocs } from '../elementSpec';

/** The codes an element's `lang` takes, from the language list: "`en`, `kn` (Kannada) or `hi` (Hindi)". */
const languageCodes = Object.entries(languages)
  .map(([code, language]) => (code === 'en' ? '`en`' : `\`${code}\` (${language.englishName})`))
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/** Every element takes `api-base`: set on any one of them, it serves every element on the page. */
export const apiBaseDocs = {
  description: 'Base address of the lab API; set on any element, it serves every element on the page.',
  default: "the page's origin",
} as const satisfies AttributeDocs;

/** Every element takes `lang`, which beats the language switcher's choice and the page's language. */
export const langDocs = {
  description:
    `The element's language: ${languageCodes}; any other means English. Beats the choice made in a language switcher, which beats the page's own language.`,
  default: 'the choice made in a language switcher, else the nearest `[lang]` ancestor or `<html lang>`',
} as const satisfies AttributeDocs;

/** Every element takes `partner`: the partner that sent the visitor, kept for the visit. */
export const partnerDocs = {
  description:
    "The partner that sent the visitor (1 to 64 letters, digits, `_` or `-`; anything else is ignored with a console warning). The store keeps it for the visit and adds it to the commerce events and the cart add; links to `store-url` carry it as `partner=` in the hash query.",
  default: 'the partner the visit arrived with, if any',
} as const satisfies AttributeDocs;
