import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the search box and its suggestions. */
export const search = {
  'search.label': 'ಪರೀಕ್ಷೆಗಳು ಮತ್ತು ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ಹುಡುಕಿ',
  'search.placeholder': 'ಪರೀಕ್ಷೆ ಹುಡುಕಿ, ಉದಾ. Thyroid, Vitamin D',
  'search.submit': 'ಹುಡುಕಿ',
  'search.suggestions': 'ಸಲಹೆಗಳು',
  'search.results.none': 'ಯಾವುದೇ ಫಲಿತಾಂಶಗಳಿಲ್ಲ',
  'search.results.one': '{count} ಫಲಿತಾಂಶ',
  'search.results.other': '{count} ಫಲಿತಾಂಶಗಳು',
} as const satisfies Translation<EnglishAreas['search']>;
