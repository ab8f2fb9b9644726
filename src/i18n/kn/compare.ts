import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the package comparison. */
export const compare = {
  'compare.caption': 'ಪ್ಯಾಕೇಜ್‌ಗಳು ಅಕ್ಕಪಕ್ಕದಲ್ಲಿ: ಪ್ರತಿಯೊಂದರಲ್ಲಿ ಏನೇನು ಒಳಗೊಂಡಿದೆ',
  'compare.loading': 'ಹೋಲಿಕೆಗಾಗಿ ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ…',
  'compare.package': 'ಪ್ಯಾಕೇಜ್',
  'compare.price': 'ಬೆಲೆ',
  'compare.testCount': 'ಒಳಗೊಂಡಿರುವ ಪರೀಕ್ಷೆಗಳು',
  'compare.addToCart': 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'compare.included': 'ಒಳಗೊಂಡಿದೆ',
  'compare.notIncluded': 'ಒಳಗೊಂಡಿಲ್ಲ',
  'compare.onlyDifferences': 'ವ್ಯತ್ಯಾಸಗಳು ಮಾತ್ರ',
  'compare.differences.one': '{count} ಪರೀಕ್ಷೆ ಇವುಗಳಲ್ಲಿ ಕೆಲವು ಪ್ಯಾಕೇಜ್‌ಗಳಲ್ಲಿ ಇದೆ, ಕೆಲವುಗಳಲ್ಲಿ ಇಲ್ಲ.',
  'compare.differences.other': '{count} ಪರೀಕ್ಷೆಗಳು ಇವುಗಳಲ್ಲಿ ಕೆಲವು ಪ್ಯಾಕೇಜ್‌ಗಳಲ್ಲಿ ಇವೆ, ಕೆಲವುಗಳಲ್ಲಿ ಇಲ್ಲ.',
  'compare.sameTests': 'ಈ ಪ್ಯಾಕೇಜ್‌ಗಳಲ್ಲಿ ಒಂದೇ ಪರೀಕ್ಷೆಗಳು ಒಳಗೊಂಡಿವೆ.',
  'compare.notFound': 'ಪ್ಯಾಕೇಜ್ ಕಂಡುಬಂದಿಲ್ಲ: {id}',
  'compare.tooFew': 'ಹೋಲಿಸಲು {least} ಅಥವಾ {most} ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ಆರಿಸಿ.',
  'compare.tooMany': 'ಒಮ್ಮೆಗೆ {most} ಪ್ಯಾಕೇಜ್‌ಗಳವರೆಗೆ ಮಾತ್ರ ಹೋಲಿಸಬಹುದು: ಮೊದಲ {most} ಅನ್ನು ತೋರಿಸಲಾಗಿದೆ.',
} as const satisfies Translation<EnglishAreas['compare']>;
