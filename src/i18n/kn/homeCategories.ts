import type { homeCategories as english } from '../en/homeCategories';
import type { Translation } from '../translation';

/** Kannada texts of Home's sample categories ('Less Price & More Tests', spec §2 and §3). */
export const homeCategories = {
  'sample.c1.name': 'ಫುಲ್ ಬಾಡಿ ಚೆಕಪ್',
  'sample.c1.description': 'ಒಂದೇ ಭೇಟಿಯಲ್ಲಿ ತಲೆಯಿಂದ ಕಾಲಿನವರೆಗೆ ತಪಾಸಣೆ',
  'sample.c2.name': 'ಮಧುಮೇಹ',
  'sample.c2.description': 'HbA1c, ಉಪವಾಸದ ಸಕ್ಕರೆ ಮತ್ತು ಇನ್ನಷ್ಟು',
  'sample.c3.name': 'ಥೈರಾಯ್ಡ್',
  'sample.c3.description': 'T3, T4, TSH ಮತ್ತು ಆ್ಯಂಟಿಬಾಡಿಗಳು',
  'sample.c4.name': 'ವಿಟಮಿನ್‌ಗಳು',
  'sample.c4.description': 'ವಿಟಮಿನ್ D, B12 ಮತ್ತು ಕಬ್ಬಿಣಾಂಶ ಪರೀಕ್ಷೆಗಳು',
} as const satisfies Translation<typeof english>;
