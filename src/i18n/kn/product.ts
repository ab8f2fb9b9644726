import type { product as english } from '../en/product';
import type { Translation } from '../translation';

/** Kannada texts of the product detail screen. */
export const product = {
  'product.notFound': 'ಉತ್ಪನ್ನ ಕಂಡುಬಂದಿಲ್ಲ',
  'product.notFoundHint': 'ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪರೀಕ್ಷೆಯನ್ನು ತೆಗೆದುಹಾಕಿರಬಹುದು ಅಥವಾ ಲಿಂಕ್ ಅಪೂರ್ಣವಾಗಿರಬಹುದು.',
  'product.browse': 'ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳನ್ನು ನೋಡಿ',
  'product.sampleType': 'ಸ್ಯಾಂಪಲ್ ಪ್ರಕಾರ',
  'product.defaultSampleType': 'ರಕ್ತ',
  'product.fasting': 'ಉಪವಾಸ',
  'product.reportTime': 'ವರದಿ ಸಮಯ',
  'product.defaultReportTime': '24 ಗಂಟೆಗಳು',
  'product.included': 'ಏನೆಲ್ಲಾ ಒಳಗೊಂಡಿದೆ',
  'product.groupCount.one': '{count} ಪರೀಕ್ಷೆ',
  'product.groupCount.other': '{count} ಪರೀಕ್ಷೆಗಳು',
  'product.bookNow': 'ಈಗಲೇ ಬುಕ್ ಮಾಡಿ',
  'product.bookNowMessage': 'ಬುಕಿಂಗ್ ಸೌಲಭ್ಯವನ್ನು ಇನ್ನೂ ಅಳವಡಿಸಬೇಕಿದೆ',
  'product.homeCollection': 'ಮಧ್ಯ ಬೆಂಗಳೂರಿನ {count} ಪ್ರದೇಶಗಳಲ್ಲಿ ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ',
  'product.about': 'ಈ ಪರೀಕ್ಷೆಯ ಬಗ್ಗೆ',
  'product.includedInCart': '{name} ನಲ್ಲಿ ಸೇರಿದೆ, ಅದು ಈಗಾಗಲೇ ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿದೆ',
} as const satisfies Translation<typeof english>;
