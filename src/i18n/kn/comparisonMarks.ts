import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of marking packages for comparison: the mark, the tray and its dialog. */
export const comparisonMarks = {
  'comparisonMarks.mark': 'ಹೋಲಿಸಿ',
  'comparisonMarks.markOf': '{name} ಅನ್ನು ಹೋಲಿಸಿ',
  'comparisonMarks.refused': 'ಒಮ್ಮೆಗೆ ಗರಿಷ್ಠ {most} ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ಮಾತ್ರ ಹೋಲಿಸಬಹುದು. {name} ಸೇರಿಸಲು ಟ್ರೇಯಿಂದ ಒಂದನ್ನು ತೆಗೆದುಹಾಕಿ.',
  'comparisonMarks.tray': 'ಹೋಲಿಕೆಗಾಗಿ ಆಯ್ಕೆ ಮಾಡಿದ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'comparisonMarks.count.one': '{most} ರಲ್ಲಿ {count} ಪ್ಯಾಕೇಜ್ ಆಯ್ಕೆಯಾಗಿದೆ',
  'comparisonMarks.count.other': '{most} ರಲ್ಲಿ {count} ಪ್ಯಾಕೇಜ್‌ಗಳು ಆಯ್ಕೆಯಾಗಿವೆ',
  'comparisonMarks.oneMore': 'ಹೋಲಿಸಲು ಇನ್ನೊಂದು ಪ್ಯಾಕೇಜ್ ಆಯ್ಕೆಮಾಡಿ',
  'comparisonMarks.remove': '{name} ಅನ್ನು ಹೋಲಿಕೆಯಿಂದ ತೆಗೆದುಹಾಕಿ',
  'comparisonMarks.open': 'ಈಗ ಹೋಲಿಸಿ',
  'comparisonMarks.title': 'ಪ್ಯಾಕೇಜ್‌ಗಳ ಹೋಲಿಕೆ',
  'comparisonMarks.close': 'ಮುಚ್ಚಿ',
} as const satisfies Translation<EnglishAreas['comparisonMarks']>;
