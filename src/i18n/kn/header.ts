import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the header: its strip, account menu and catalogue navigation. */
export const header = {
  'header.strip':
    'ಮಧ್ಯ ಬೆಂಗಳೂರಿನ {count} ಪ್ರದೇಶಗಳಲ್ಲಿ ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ · ಬೆಳಿಗ್ಗೆ 6 ರಿಂದ ಸಂಜೆ 6, ಎಲ್ಲಾ ದಿನಗಳು',
  'header.callUs': '{phone} ಗೆ ಕರೆ ಮಾಡಿ',
  'header.catalogueNav': 'ಪರೀಕ್ಷಾ ವರ್ಗಗಳು',
  'header.login': 'ಲಾಗಿನ್',
  'header.account': 'ನನ್ನ ಖಾತೆ',
  'header.signedIn': 'ನೀವು ಲಾಗಿನ್ ಆಗಿದ್ದೀರಿ',
  'header.myCart': 'ನನ್ನ ಕಾರ್ಟ್',
  'header.myBookings': 'ನನ್ನ ಬುಕಿಂಗ್‌ಗಳು',
  'header.logout': 'ಲಾಗ್‌ಔಟ್',
  'header.myData': 'ನನ್ನ ಮಾಹಿತಿ',
} as const satisfies Translation<EnglishAreas['header']>;
