// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/i18n';
import { locales } from '../../src/i18n/locales';
import { translationFiles } from '../../src/i18n/translationFiles';
import { translationGaps } from '../../build/translationsComplete';
import { englishAreas as areas } from './support/englishAreas';

type Area = Readonly<Record<string, string>>;
const english: Readonly<Record<string, Area>> = areas;

/**
 * Every text file of every language, as `{ kn: { pincode: {...} } }`: English beside the elements
 * that show it (and the shared areas in src/i18n/en/), every other language in its one folder.
 */
const files = import.meta.glob<Record<string, Area>>(['../../src/i18n/*/*.ts', '../../src/elements/*/texts/en/*.ts'], {
  eager: true,
});
const catalogues = new Map<string, Map<string, Area>>();
for (const [path, module] of Object.entries(files)) {
  const [, locale = '', area = ''] = /(\w+)\/(\w+)\.ts$/.exec(path) ?? [];
  if (area === 'index') continue;
  const texts = module[area];
  if (!texts) continue;
  catalogues.set(locale, (catalogues.get(locale) ?? new Map<string, Area>()).set(area, texts));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
const translated = locales.filter((locale) => locale !== 'en');

describe('the English catalogue', () => {
  it('never has one key in two areas (TypeScript would quietly reduce the key type to never)', () => {
    const owners = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(english)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    const shared = [...owners].filter(([, inAreas]) => inAreas.length > 1);
    expect(shared).toEqual([]);
  });

  it('names each area after the one key prefix all its keys share', () => {
    const strays = Object.entries(english).flatMap(([area, messages]) =>
      Object.keys(messages)
        .filter((key) => !key.startsWith(`${area}.`))
        .map((key) => `${area}: ${key}`),
    );
    expect(strays).toEqual([]);
  });

  it('is every English area, and the areas of every language are the same', () => {
    expect([...(catalogues.get('en')?.keys() ?? [])].sort()).toEqual(Object.keys(english).sort());
    for (const locale of translated) {
      expect([...(catalogues.get(locale)?.keys() ?? [])].sort(), locale).toEqual(Object.keys(english).sort());
    }
  });
});

describe.each(locales)('the %s catalogue', (locale) => {
  it('has exactly the English keys in each area, none empty', () => {
    for (const [area, englishTexts] of Object.entries(english)) {
      const texts = catalogues.get(locale)?.get(area) ?? {};
      expect(Object.keys(texts).sort(), `${locale}/${area}`).toEqual(Object.keys(englishTexts).sort());
      const empty = Object.entries(texts).filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, `${locale}/${area}`).toEqual([]);
    }
  });

  it('keeps every placeholder of the English text, and adds none', () => {
    const differing = Object.entries(english).flatMap(([area, englishTexts]) =>
      Object.entries(englishTexts)
        .filter(([key, text]) => {
          const own = catalogues.get(locale)?.get(area)?.[key] ?? '';
          return placeholders(own).join() !== placeholders(text).join();
        })
        .map(([key]) => `${area}: ${key}`),
    );
    expect(differing).toEqual([]);
  });

  it('writes numbers in Latin digits, as Indian shops do', () => {
    const nativeDigits = [...(catalogues.get(locale)?.values() ?? [])]
      .flatMap((texts) => Object.entries(texts))
      .filter(([, text]) => /(?![0-9])\p{Nd}/u.test(text))
      .map(([key]) => key);
    expect(nativeDigits).toEqual([]);
  });
});

describe('plural texts', () => {
  it('pick the form by the language rules and fill the count', () => {
    const t = translator('en');
    expect(t.plural('search.results', 1)).toBe('1 result');
    expect(t.plural('search.results', 5)).toBe('5 results');
    expect(t.plural('catalogue.card.includes', 72)).toBe('72 tests included');
  });

  it('always have the other form that every language falls back to', () => {
    const keys = Object.values(english).flatMap((messages) => Object.keys(messages));
    const orphans = keys
      .filter((key) => /\.(zero|one|two|few|many)$/.test(key))
      .filter((key) => !keys.includes(key.replace(/\.\w+$/, '.other')));
    expect(orphans).toEqual([]);
  });

  it('have a text for every form that each other language uses', () => {
    const pluralBases = Object.values(english)
      .flatMap((messages) => Object.keys(messages))
      .filter((key) => key.endsWith('.other'))
      .map((key) => key.slice(0, -'.other'.length));
    for (const locale of translated) {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const keys = [...(catalogues.get(locale)?.values() ?? [])].flatMap((texts) => Object.keys(texts));
      const missing = pluralBases.flatMap((base) => forms.map((form) => `${base}.${form}`)).filter((key) => !keys.includes(key));
      expect(missing, locale).toEqual([]);
    }
  });
});

describe('the loader of the other languages', () => {
  it('has every English area of every listed language, so a missing one fails here rather than showing English', () => {
    const missing = translated.flatMap((locale) =>
      Object.keys(english)
        .filter((area) => !(`${locale}/${area}` in translationFiles))
        .map((area) => `${locale}/${area}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the build', () => {
  it('finds every area of every listed language, and none English lacks', () => {
    expect(translationGaps(process.cwd(), locales)).toEqual([]);
  });

  it('names an area a language lacks, one English lacks, and a folder of no listed language', () => {
    const root = mkdtempSync(join(tmpdir(), 'lab-texts-'));
    try {
      cpSync('src/i18n', join(root, 'src/i18n'), { recursive: true });
      for (const tag of readdirSync('src/elements').filter((name) => name.startsWith('lab-'))) {
        cpSync(`src/elements/${tag}/texts/en`, join(root, 'src/elements', tag, 'texts/en'), { recursive: true });
      }
      rmSync(join(root, 'src/i18n/kn/cart.ts'));
      cpSync('src/i18n/hi/api.ts', join(root, 'src/i18n/hi/apiStatus.ts'));
      cpSync('src/i18n/hi', join(root, 'src/i18n/ta'), { recursive: true });
      expect(translationGaps(root, locales)).toEqual([
        'ta: no such language',
        'kn/cart: missing',
        'hi/apiStatus: no such English area',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
