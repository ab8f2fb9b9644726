/**
 * The texts of one area (`src/i18n/en/<area>.ts`) in another language: exactly the English
 * area's keys, each a string. `satisfies Translation<typeof english>` makes the compiler reject a
 * missing or extra key; the catalogue test rejects empty texts and placeholders that differ.
 */
export type Translation<EnglishArea> = { readonly [Key in keyof EnglishArea]: string };
