import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the screen titles of product §2, one per route. */
export const pages = {
  'pages.cart.title': 'ನಿಮ್ಮ ಕಾರ್ಟ್',
  'pages.checkups.title': 'ಆರೋಗ್ಯ ತಪಾಸಣೆ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'pages.exclusive.title': 'ಎಕ್ಸ್‌ಕ್ಲೂಸಿವ್ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'pages.product.title': 'ಪರೀಕ್ಷೆಯ ವಿವರಗಳು',
  'pages.singleTests.title': 'ಪ್ರತ್ಯೇಕ ಪರೀಕ್ಷೆಗಳು',
  'pages.womenCare.title': 'ಮಹಿಳೆಯರ ಆರೋಗ್ಯ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'pages.menCare.title': 'ಪುರುಷರ ಆರೋಗ್ಯ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'pages.specialCare.title': 'ವಿಶೇಷ ಆರೈಕೆ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'pages.vitalOrgan.title': 'ಪ್ರಮುಖ ಅಂಗಗಳ ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳು',
  'pages.lifestyle.title': 'ಜೀವನಶೈಲಿ ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳು',
  'pages.sitemap.title': 'ಸೈಟ್‌ಮ್ಯಾಪ್',
  'pages.privacy.title': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'pages.myData.title': 'ನನ್ನ ಮಾಹಿತಿ',
  'pages.terms.title': 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು',
  'pages.error.title': 'ಅಯ್ಯೋ! ಏನೋ ತಪ್ಪಾಗಿದೆ',
  'pages.checkout.title': 'ಮನೆಯಲ್ಲೇ ಮಾದರಿ ಸಂಗ್ರಹ ಬುಕ್ ಮಾಡಿ',
  'pages.bookings.title': 'ನನ್ನ ಬುಕಿಂಗ್‌ಗಳು',
} as const satisfies Translation<EnglishAreas['pages']>;
