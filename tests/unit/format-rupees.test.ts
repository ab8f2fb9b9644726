import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../src/i18n/intlLocale';
import { locales } from '../../src/i18n/locales';
import { formatRupees } from '../../src/lib/formatRupees';

const amounts = [0, 5, 99, 999, 1000, 4999, 12_345, 99_999, 100_000, 124_999, 1_000_000, 12_345_678, 1_00_00_00_000, 1299.5, 1299.49, 2.5, -1500];

describe('formatRupees', () => {
  it.each(locales)('writes rupees in %s exactly as Intl.NumberFormat does', (locale) => {
    const intl = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of amounts) expect(formatRupees(amount, locale)).toBe(intl.format(amount));
  });

  it('groups lakhs and crores in English and Hindi, thousands in Kannada', () => {
    expect(formatRupees(12_345_678)).toBe('₹1,23,45,678');
    expect(formatRupees(12_345_678, 'hi')).toBe('₹1,23,45,678');
    expect(formatRupees(12_345_678, 'kn')).toBe('₹12,345,678');
  });
});
