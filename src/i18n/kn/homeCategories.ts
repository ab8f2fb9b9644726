import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of Home's sample categories ('Less Price & More Tests', product §2 and §3). */
export const homeCategories = {
  'homeCategories.c1.name': 'ಫುಲ್ ಬಾಡಿ ಚೆಕಪ್',
  'homeCategories.c1.description': 'ಒಂದೇ ಭೇಟಿಯಲ್ಲಿ ತಲೆಯಿಂದ ಕಾಲಿನವರೆಗೆ ತಪಾಸಣೆ',
  'homeCategories.c2.name': 'ಮಧುಮೇಹ',
  'homeCategories.c2.description': 'HbA1c, ಉಪವಾಸದ ಸಕ್ಕರೆ ಮತ್ತು ಇನ್ನಷ್ಟು',
  'homeCategories.c3.name': 'ಥೈರಾಯ್ಡ್',
  'homeCategories.c3.description': 'T3, T4, TSH ಮತ್ತು ಆ್ಯಂಟಿಬಾಡಿಗಳು',
  'homeCategories.c4.name': 'ವಿಟಮಿನ್‌ಗಳು',
  'homeCategories.c4.description': 'ವಿಟಮಿನ್ D, B12 ಮತ್ತು ಕಬ್ಬಿಣಾಂಶ ಪರೀಕ್ಷೆಗಳು',
} as const satisfies Translation<EnglishAreas['homeCategories']>;
