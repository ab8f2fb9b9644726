import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of Home's sample categories ('Less Price & More Tests', product §2 and §3). */
export const homeCategories = {
  'homeCategories.c1.name': 'फ़ुल बॉडी चेकअप',
  'homeCategories.c1.description': 'एक ही विज़िट में सिर से पैर तक की जाँच',
  'homeCategories.c2.name': 'डायबिटीज़',
  'homeCategories.c2.description': 'HbA1c, फ़ास्टिंग शुगर और भी बहुत कुछ',
  'homeCategories.c3.name': 'थायरॉइड',
  'homeCategories.c3.description': 'T3, T4, TSH और एंटीबॉडी',
  'homeCategories.c4.name': 'विटामिन',
  'homeCategories.c4.description': 'विटामिन D, B12 और आयरन टेस्ट',
} as const satisfies Translation<EnglishAreas['homeCategories']>;
