import { intlLocale, type Locale } from '../i18n/locales';

const formats = new Map<Locale, Intl.NumberFormat>();

/** An amount in rupees as the language writes it, in Latin digits: `₹1,24,999` in English. */
export function formatRupees(amount: number, locale: Locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format.format(amount);
}
