import { expect, type Page, type Response } from '@playwright/test';
import { chrome as enChrome } from '../../../src/i18n/en/chrome';
import { footer as enFooter } from '../../../src/elements/lab-storefront/texts/en/footer';
import { header as enHeader } from '../../../src/elements/lab-header/texts/en/header';
import { pincode as enPincode } from '../../../src/elements/lab-pincode-checker/texts/en/pincode';
import { pincodeResult as enPincodeResult } from '../../../src/elements/lab-pincode-checker/texts/en/pincodeResult';
import { chrome as hiChrome } from '../../../src/i18n/hi/chrome';
import { footer as hiFooter } from '../../../src/elements/lab-storefront/texts/hi/footer';
import { header as hiHeader } from '../../../src/elements/lab-header/texts/hi/header';
import { pincode as hiPincode } from '../../../src/elements/lab-pincode-checker/texts/hi/pincode';
import { pincodeResult as hiPincodeResult } from '../../../src/elements/lab-pincode-checker/texts/hi/pincodeResult';
import { chrome as knChrome } from '../../../src/i18n/kn/chrome';
import { footer as knFooter } from '../../../src/elements/lab-storefront/texts/kn/footer';
import { header as knHeader } from '../../../src/elements/lab-header/texts/kn/header';
import { pincode as knPincode } from '../../../src/elements/lab-pincode-checker/texts/kn/pincode';
import { pincodeResult as knPincodeResult } from '../../../src/elements/lab-pincode-checker/texts/kn/pincodeResult';

/** The languages other than English, as the tests name them. */
export const otherLanguages = ['kn', 'hi'] as const;
export type OtherLanguage = (typeof otherLanguages)[number];

/** The catalogues the tests read their expected texts from (the build's own sources). */
export const catalogues = {
  en: { ...enChrome, ...enFooter, ...enHeader, ...enPincode, ...enPincodeResult },
  kn: { ...knChrome, ...knFooter, ...knHeader, ...knPincode, ...knPincodeResult },
  hi: { ...hiChrome, ...hiFooter, ...hiHeader, ...hiPincode, ...hiPincodeResult },
} as const;

/** Chooses a language as the switcher would (the stored choice), before the page's scripts run. */
export async function storeLanguageChoice(page: Page, language: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('labLanguage', value), language);
}

const KANNADA = /[\u0C80-\u0CFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** The switcher names each language in its own script: those names are no translated text. */
const LANGUAGE_NAMES = /ಕನ್ನಡ|हिन्दी/g;

/** A script file the page downloaded, and the scripts of the translated text it holds. */
export interface ScriptLoad {
  url: string;
  file: string;
  kannada: boolean;
  hindi: boolean;
}

/**
 * Every script the page downloads, with whether its body holds Kannada or Hindi text (the
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
            kannada: KANNADA.test(text),
            hindi: DEVANAGARI.test(text),
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
  const pattern = /"[^"]*\/(kn|hi)\/(\w+)\.ts":\s*\(\)\s*=>\s*import\(\s*[`'"]\.\/([^`'"]+)[`'"]/g;
  for (const [, language, area, file] of body.matchAll(pattern)) {
    if (file) areas[file] = `${language}/${area}`;
  }
  expect(Object.keys(areas).length, 'areas found in the translation map').toBeGreaterThan(10);
  return areas;
}
