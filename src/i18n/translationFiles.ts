/**
 * Every translated area, each its own lazy chunk, by `locale/area` (`kn/pincode`): the shared
 * areas of `src/i18n/<locale>/` and each element's own in `src/elements/<tag>/texts/<locale>/`,
 * for every language folder but English (which elements register themselves). No language is
 * named here: a language's folders are found wherever its texts are. An area is named after its
 * file, which is named after its key prefix. This map is itself loaded only when an element first
 * shows another language than English, so English pages carry none of it.
 */
type AreaLoader = () => Promise<Readonly<Record<string, Record<string, string>>>>;

const files = import.meta.glob<Readonly<Record<string, Record<string, string>>>>([
  './*/*.ts',
  '!./en/*.ts',
  '../elements/*/texts/*/*.ts',
  '!../elements/*/texts/en/*.ts',
]);

const areaId = (path: string) => path.replace(/^.*\/(\w+)\/(\w+)\.ts$/, '$1/$2');

export const translationFiles: Readonly<Record<string, AreaLoader>> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [areaId(path), load]),
);
