import type { ComponentType } from 'react';
import { lazyPart } from '../../../elementRuntime/lazyPart';
import { registerMessages, type Messages } from '../../../i18n';
import { ScreenLoadFailed } from '../components/ScreenLoadFailed';

/** What the router gives every screen: its path, by which a view finds its row of the route table. */
export interface ScreenProps {
  path: string;
}

/** Loads one English area module (`{ cart: {...} }`, named as its file). */
export type TextsLoader = () => Promise<Readonly<Record<string, Messages>>>;

const pagesTexts: TextsLoader = () => import('../texts/en/pages');
export const myDataTexts: TextsLoader = () => import('../texts/en/myData');
export const catalogueTexts: TextsLoader = () => import('../../../i18n/en/catalogue');
export const productTexts: TextsLoader = () => import('../../../i18n/en/product');
export const cartTexts: TextsLoader = () => import('../texts/en/cart');
export const contentTexts: TextsLoader = () => import('../texts/en/content');
/** A booked visit's words: the confirmation's and My bookings'. */
export const bookingsTexts: TextsLoader = () => import('../texts/en/bookings');
/** What the server's calls say when they fail or succeed: the screens that make them show it. */
export const apiTexts: TextsLoader = () => import('../../../i18n/en/api');
const comparisonMarksTexts: TextsLoader = () => import('../texts/en/comparisonMarks');

/**
 * What a screen of the catalogue shows beside its own texts: its tests, with their prices and
 * the server's messages, and the marks and tray of the packages to compare.
 */
export const catalogueScreenTexts: readonly TextsLoader[] = [catalogueTexts, productTexts, apiTexts, comparisonMarksTexts];

/**
 * A screen as its view's folder gives it to the router (`screens/<view>/index.ts`): a lazy chunk
 * whose code and English texts (the screen titles, and `texts`) load together, and which shows
 * once the same texts have arrived in every other language an element on the page shows. Without
 * its code it says so, with the means to try again (lazyPart).
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
  ...texts: readonly TextsLoader[]
): ComponentType<ScreenProps> {
  return lazyPart(
    async () => {
      const [module, ...areas] = await Promise.all([load(), ...[pagesTexts, ...texts].map((loadTexts) => loadTexts())]);
      await registerMessages(Object.assign({}, ...areas) as Record<string, Messages>);
      return module;
    },
    { fallback: ScreenLoadFailed },
  );
}
