import type { AttributeDocs } from './elementSpec';

/** Every element takes `api-base`: set on any one of them, it serves every element on the page. */
export const apiBaseDocs = {
  description: 'Base address of the lab API; set on any element, it serves every element on the page.',
  default: "the page's origin",
} as const satisfies AttributeDocs;

/** Every element takes `lang`, which beats the language switcher's choice and the page's language. */
export const langDocs = {
  description:
    "The element's language: `en`, `kn` (Kannada) or `hi` (Hindi); any other means English. Beats the choice made in a language switcher, which beats the page's own language.",
  default: 'the choice made in a language switcher, else the nearest `[lang]` ancestor or `<html lang>`',
} as const satisfies AttributeDocs;
