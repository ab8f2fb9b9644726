import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the article's test card. */
export const testCard = {
  'testCard.loading': 'टेस्ट लोड हो रहा है…',
  'testCard.homeCollection': 'होम सैंपल कलेक्शन',
  'testCard.reportsIn': '{time} में रिपोर्ट',
  'testCard.unavailable': 'यह टेस्ट दिखाया नहीं जा सका। पेज को फिर से लोड करने से आमतौर पर ठीक हो जाता है।',
} as const satisfies Translation<EnglishAreas['testCard']>;
