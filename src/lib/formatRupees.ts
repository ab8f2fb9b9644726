import type { Locale } from '../i18n/locales';

/**
 * How each language groups the digits of rupees, as CLDR writes them (and so `Intl.NumberFormat`):
 * Indian grouping in English (en-IN) and Hindi, the last three digits and then pairs
 * (`1,24,999`); threes in Kannada (`124,999`).
 */
const indianGrouping = /\B(?=(\d{2})+$)/g;
const thousandsGrouping = /\B(?=(\d{3})+$)/g;
const groupsOf: Record<Locale, RegExp> = { en: indianGrouping, hi: indianGrouping, kn: thousandsGrouping };

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
  const grouped = rest ? `${rest.replace(groupsOf[locale], ',')},${lastThree}` : lastThree;
  return `${amount < 0 ? '-' : ''}₹${grouped}`;
}
