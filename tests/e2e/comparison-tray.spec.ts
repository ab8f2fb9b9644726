import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/sharedPage';
import { storeLanguageChoice } from './support/languages';
import { storefront } from './support/session';

/*
 * The compare tray on a phone, in every language: its names break between words, never inside
 * one, and the tray keeps one height, the room the page keeps for it, whether it holds one mark
 * (with its hint) or three, so that the end of the page is never under it.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** The marked names' words that the tray breaks over two lines. */
const wordsBrokenInside = (tray: Locator) =>
  tray.locator('.comparison-tray__name').evaluateAll((names) =>
    names.flatMap((name) => {
      const text = name.firstChild;
      if (!text?.textContent) return [];
      return [...text.textContent.matchAll(/\S+/g)]
        .filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((word) => word[0]);
    }),
  );

/** The tray's height, the room the page keeps for it, and whether all it shows fits inside it. */
const trayFit = (tray: Locator) =>
  tray.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const storefront = (element.getRootNode() as ShadowRoot).querySelector('.storefront') as HTMLElement;
    const room = parseFloat(getComputedStyle(storefront).getPropertyValue('--_comparison-tray-height'));
    const parts = [...element.querySelectorAll('.comparison-tray__count, .comparison-tray__open, .comparison-tray__mark')];
    const inside = parts.every((part) => {
      const rect = part.getBoundingClientRect();
      return rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5;
    });
    return { height: box.height, room, inside };
  });

/** The end of the store, scrolled to: its footer ends above the tray. */
async function footerClearsTray(page: Page, tray: Locator): Promise<boolean> {
  const store = storefront(page);
  await store.locator('footer').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerBottom = await store.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
  const trayTop = await tray.evaluate((element) => element.getBoundingClientRect().top);
  return footerBottom <= trayTop + 0.5;
}

for (const language of ['en', 'kn', 'hi']) {
  test(`in ${language}, the tray breaks names between words and keeps the room the page keeps for it, with one mark and with three`, async ({ page }) => {
    await storeLanguageChoice(page, language);
    await page.goto('/#/package');
    const store = storefront(page);
    const boxes = store.locator('.comparison-mark__box');
    await boxes.first().waitFor();
    // The longest names first: the tray's tallest forms.
    const names = await store.locator('.test-card__title').allTextContents();
    const longest = names.map((name, index) => ({ name, index })).sort((a, b) => b.name.length - a.name.length);
    const tray = store.locator('.comparison-tray');

    for (const [count, marks] of [[1, longest.slice(0, 1)], [3, longest.slice(1, 3)]] as const) {
      for (const { index } of marks) await boxes.nth(index).check();
      await expect(tray.locator('.comparison-tray__mark')).toHaveCount(count);
      const fit = await trayFit(tray);
      expect(fit.height, `${count} marked`).toBeCloseTo(fit.room, 0);
      expect(fit.inside, `${count} marked: all the tray shows is inside it`).toBe(true);
      expect(await wordsBrokenInside(tray), `${count} marked`).toEqual([]);
      expect(await footerClearsTray(page, tray), `${count} marked`).toBe(true);
    }
  });
}
