import type { Locale } from '../i18n/languages';
import { rupeeDigitGroups } from './rupeeDigitGroups.atBuild';

/**
 * An amount in whole rupees as the language writes it, in Latin digits: `₹1,24,999` in English.
 * The text of `Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'INR',
 * maximumFractionDigits: 0 })`, which a unit test holds it to, written out because a page's first
 * number format costs Chromium 20–50 ms of ICU start-up on the 2-core development machine (four
 * times that on a mid-range phone): one long task in the middle of the store's first render.
 */
export function formatRupees(amount: number, locale: Locale = 'en'): string {
  const digits = String(Math.round(Math.abs(amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  // The digits before the last three in the language's groups: `1,24` (pairs) or `124` (threes).
  const groups = new RegExp(`\\B(?=(\\d{${rupeeDigitGroups[locale]}})+$)`, 'g');
  const grouped = rest ? `${rest.replace(groups, ',')},${lastThree}` : lastThree;
  return `${amount < 0 ? '-' : ''}₹${grouped}`;
}
