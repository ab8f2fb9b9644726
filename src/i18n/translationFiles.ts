/**
 * Every translated area, each its own lazy chunk, by `locale/area` (`kn/pincode`): a language's
 * one folder of texts, `src/i18n/<locale>/`, holds every area of every element (shared ones and
 * each element's own), for every language but English (which elements register themselves,
 * from their own folders). No language is named here: every language folder is found. An area is
 * named after its file, which is named after its key prefix; the build fails when a listed
 * language lacks an area or has one English has not (build/translationsComplete.ts). This map is
 * itself loaded only when an element first shows another language than English, so English pages
 * carry none of it.
 */
type AreaLoader = () => Promise<Readonly<Record<string, Record<string, string>>>>;

const files = import.meta.glob<Readonly<Record<string, Record<string, string>>>>(['./*/*.ts', '!./en/*.ts']);

const areaId = (path: string) => path.replace(/^.*\/(\w+)\/(\w+)\.ts$/, '$1/$2');

export const translationFiles: Readonly<Record<string, AreaLoader>> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [areaId(path), load]),
);
