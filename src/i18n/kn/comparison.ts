import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the package comparison. */
export const comparison = {
  'comparison.caption': 'ಪ್ಯಾಕೇಜ್‌ಗಳು ಅಕ್ಕಪಕ್ಕದಲ್ಲಿ: ಪ್ರತಿಯೊಂದರಲ್ಲಿ ಏನೇನು ಒಳಗೊಂಡಿದೆ',
  'comparison.loading': 'ಹೋಲಿಕೆಗಾಗಿ ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ…',
  'comparison.package': 'ಪ್ಯಾಕೇಜ್',
  'comparison.price': 'ಬೆಲೆ',
  'comparison.testCount': 'ಒಳಗೊಂಡಿರುವ ಪರೀಕ್ಷೆಗಳು',
  'comparison.addToCart': 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'comparison.included': 'ಒಳಗೊಂಡಿದೆ',
  'comparison.notIncluded': 'ಒಳಗೊಂಡಿಲ್ಲ',
  'comparison.onlyDifferences': 'ವ್ಯತ್ಯಾಸಗಳು ಮಾತ್ರ',
  'comparison.differences.one': '{count} ಪರೀಕ್ಷೆ ಇವುಗಳಲ್ಲಿ ಕೆಲವು ಪ್ಯಾಕೇಜ್‌ಗಳಲ್ಲಿ ಇದೆ, ಕೆಲವುಗಳಲ್ಲಿ ಇಲ್ಲ.',
  'comparison.differences.other': '{count} ಪರೀಕ್ಷೆಗಳು ಇವುಗಳಲ್ಲಿ ಕೆಲವು ಪ್ಯಾಕೇಜ್‌ಗಳಲ್ಲಿ ಇವೆ, ಕೆಲವುಗಳಲ್ಲಿ ಇಲ್ಲ.',
  'comparison.sameTests': 'ಈ ಪ್ಯಾಕೇಜ್‌ಗಳಲ್ಲಿ ಒಂದೇ ಪರೀಕ್ಷೆಗಳು ಒಳಗೊಂಡಿವೆ.',
  'comparison.notFound': 'ಪ್ಯಾಕೇಜ್ ಕಂಡುಬಂದಿಲ್ಲ: {id}',
  'comparison.tooFew': 'ಹೋಲಿಸಲು {least} ಅಥವಾ {most} ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ಆರಿಸಿ.',
  'comparison.tooMany': 'ಒಮ್ಮೆಗೆ {most} ಪ್ಯಾಕೇಜ್‌ಗಳವರೆಗೆ ಮಾತ್ರ ಹೋಲಿಸಬಹುದು: ಮೊದಲ {most} ಅನ್ನು ತೋರಿಸಲಾಗಿದೆ.',
} as const satisfies Translation<EnglishAreas['comparison']>;
