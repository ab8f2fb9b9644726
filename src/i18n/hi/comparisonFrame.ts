import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of `lab-package-compare` before the comparison arrives. */
export const comparisonFrame = {
  'comparisonFrame.loading': 'तुलना लोड हो रही है…',
  'comparisonFrame.unavailable': 'यह तुलना दिखाई नहीं जा सकी। पेज को फिर से लोड करने से आमतौर पर ठीक हो जाता है।',
} as const satisfies Translation<EnglishAreas['comparisonFrame']>;
