import type { Page } from '@playwright/test';
import { storeLanguageChoice, textAreasOf } from './languages';

/**
 * A pseudo-locale that exists in these tests only: every English text accented, about 40% longer
 * and bracketed, `Add to cart` → `[Àðð ţö çàŕţ ~~]`, so that a text no catalogue gave stands out
 * in English letters, and a box too tight for a longer language shows its text cut or spilling
 * (the brackets show where a text ends). Nothing of it ships: the browser is given it in place of
 * the Kannada texts (each `kn/<area>` chunk the translation map names is answered with the pseudo
 * area), and the store is set to Kannada as the switcher would.
 */
const accents = 'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const accented: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', (letter, index) => [letter, Array.from(accents)[index] ?? letter]),
);

/** The pseudo text of one catalogue text: its `{placeholders}` kept as they are, for the store to fill. */
export function pseudoLocalise(text: string): string {
  const letters = text
    .split(/(\{\w+\})/)
    .map((part) => (part.startsWith('{') ? part : Array.from(part, (char) => accented[char] ?? char).join('')))
    .join('');
  // In words of five at most, as a real language's words are: one long run would not wrap.
  const padding = '~'.repeat(Math.max(1, Math.ceil(text.length * 0.4) - 3)).replace(/~{5}(?=~)/g, '$& ');
  return `[${letters} ${padding}]`;
}

/**
 * A pseudo text shown, whole or with its placeholders filled (a RegExp source): brackets round an
 * accented letter, up to the padding. A text filled with another (`[Éẋþļöŕé [Ṁéñ Çàŕé ~] ~~~]`)
 * matches once the inner one is taken out.
 */
export const pseudoText = `\\[[^[\\]]*[${accents}][^[\\]]*~\\]`;

const englishAreas = await textAreasOf('en');
const pseudoModule = (areas: readonly string[]) =>
  areas
    .map((area) => {
      const texts = Object.entries(englishAreas[area] ?? {}).map(([key, text]) => [key, pseudoLocalise(text)]);
      return `export const ${area} = ${JSON.stringify(Object.fromEntries(texts))};`;
    })
    .join('\n');

/**
 * Shows every element of `page` in the pseudo-locale: the Kannada choice stored before the page
 * runs, and every Kannada text chunk answered with the same areas in pseudo text.
 */
export async function showPseudoLocale(page: Page): Promise<void> {
  await storeLanguageChoice(page, 'kn');
  const areasOfChunk = new Map<string, string[]>();
  await page.route(/\/dist\/.*\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (file.startsWith('translationFiles-')) {
      const response = await route.fetch();
      const body = await response.text();
      for (const [, area, chunk] of body.matchAll(/"[^"]*\/kn\/(\w+)\.ts":\s*\(\)\s*=>\s*import\(\s*[`'"]\.\/([^`'"]+)[`'"]/g)) {
        if (area && chunk) areasOfChunk.set(chunk, [...(areasOfChunk.get(chunk) ?? []), area]);
      }
      await route.fulfill({ response, body });
      return;
    }
    const areas = areasOfChunk.get(file);
    if (areas) await route.fulfill({ contentType: 'text/javascript', body: pseudoModule(areas) });
    else await route.continue();
  });
}
