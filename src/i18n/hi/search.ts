import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the search box and its suggestions. */
export const search = {
  'search.label': 'टेस्ट और पैकेज खोजें',
  'search.placeholder': 'टेस्ट खोजें, जैसे Thyroid, Vitamin D',
  'search.submit': 'खोजें',
  'search.suggestions': 'सुझाव',
  'search.results.none': 'कोई नतीजा नहीं मिला',
  'search.results.one': '{count} नतीजा',
  'search.results.other': '{count} नतीजे',
} as const satisfies Translation<EnglishAreas['search']>;
