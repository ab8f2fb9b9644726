import { expect, type Page, type Response } from '@playwright/test';
import { readdir } from 'node:fs/promises';
import type { MessageKey } from '../../../src/i18n';
import { languages } from '../../../src/i18n/languages';
import { locales, type Locale } from '../../../src/i18n/locales';

/** The languages other than English, as the tests name them: every one the store speaks. */
export const otherLanguages = locales.filter((locale) => locale !== 'en') as readonly Exclude<Locale, 'en'>[];
export type OtherLanguage = (typeof otherLanguages)[number];

type Catalogue = Readonly<Record<MessageKey, string>>;
const source = new URL('../../../src/', import.meta.url);

/**
 * Every text file of a language: English's shared areas and each element's own beside it, every
 * other language's in its one folder.
 */
async function textFiles(locale: Locale): Promise<URL[]> {
  const elementFolders = locale === 'en' ? (await readdir(new URL('elements/', source))).map((tag) => `elements/${tag}/texts/en/`) : [];
  const folders = [`i18n/${locale}/`, ...elementFolders];
  const files = await Promise.all(
    folders.map((folder) => readdir(new URL(folder, source)).then((names) => names.map((name) => new URL(folder + name, source)), () => [])),
  );
  return files.flat().filter((file) => !file.pathname.endsWith('/index.ts'));
}

/** A language's text areas, as its files export them: `{ pincode: { 'pincode.label': … }, … }`. */
export async function textAreasOf(locale: Locale): Promise<Record<string, Readonly<Record<string, string>>>> {
  const modules = await Promise.all((await textFiles(locale)).map((file) => import(file.href) as Promise<Record<string, unknown>>));
  return Object.assign({}, ...modules) as Record<string, Readonly<Record<string, string>>>;
}

async function catalogueOf(locale: Locale): Promise<Catalogue> {
  return Object.assign({}, ...Object.values(await textAreasOf(locale))) as Catalogue;
}

/** The catalogues the tests read their expected texts from (the build's own sources), every text of each language. */
export const catalogues = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, await catalogueOf(locale)] as const)),
) as Readonly<Record<Locale, Catalogue>>;

/** Chooses a language as the switcher would (the stored choice), before the page's scripts run. */
export async function storeLanguageChoice(page: Page, language: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('labLanguage', value), language);
}

/** Each other language's script (`kn` → Kannada letters), found by its code as CLDR writes it. */
const scriptOf = (locale: Locale) => new RegExp(`\\p{Script=${new Intl.Locale(locale).maximize().script}}`, 'u');
/** The switcher names each language in its own script: those names are no translated text. */
const LANGUAGE_NAMES = new RegExp(Object.values(languages).map((language) => language.name).join('|'), 'g');

/** A script file the page downloaded, and the other languages whose text it holds. */
export interface ScriptLoad {
  url: string;
  file: string;
  languages: OtherLanguage[];
}

/**
 * Every script the page downloads, with the other languages whose letters its body holds (the
 * language names of the switcher aside). `settled()` waits for the bodies read so far.
 */
export function recordScripts(page: Page) {
  const loads: ScriptLoad[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response.text().then(
        (body) => {
          const text = body.replace(LANGUAGE_NAMES, '');
          loads.push({
            url: url.pathname,
            file: url.pathname.split('/').pop() ?? '',
            languages: otherLanguages.filter((locale) => scriptOf(locale).test(text)),
          });
        },
        () => undefined,
      ),
    );
  });
  return {
    loads,
    async settled(): Promise<ScriptLoad[]> {
      for (let count = -1; count !== pending.length; ) {
        count = pending.length;
        await Promise.all(pending);
      }
      return loads;
    },
  };
}

/**
 * The translated area of each chunk, read from the translation map chunk
 * (`"./kn/pincode.ts":()=>import("./pincode-….js")`): `{ 'pincode-….js': 'kn/pincode' }`.
 */
export async function translationAreas(page: Page, mapUrl: string): Promise<Record<string, string>> {
  const body = await (await page.request.get(mapUrl)).text();
  const areas: Record<string, string> = {};
  const pattern = new RegExp(
    `"[^"]*/(${otherLanguages.join('|')})/(\\w+)\\.ts":\\s*\\(\\)\\s*=>\\s*import\\(\\s*[\`'"]\\./([^\`'"]+)[\`'"]`,
    'g',
  );
  for (const [, language, area, file] of body.matchAll(pattern)) {
    if (file) areas[file] = `${language}/${area}`;
  }
  expect(Object.keys(areas).length, 'areas found in the translation map').toBeGreaterThan(10);
  return areas;
}
