import type { pages as english } from '../en/pages';
import type { Translation } from '../translation';

/** Kannada texts of the screen titles of spec §2, one per route. */
export const pages = {
  'page.cart.title': 'ನಿಮ್ಮ ಕಾರ್ಟ್',
  'page.checkups.title': 'ಆರೋಗ್ಯ ತಪಾಸಣೆ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'page.exclusive.title': 'ಎಕ್ಸ್‌ಕ್ಲೂಸಿವ್ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'page.product.title': 'ಪರೀಕ್ಷೆಯ ವಿವರಗಳು',
  'page.singleTests.title': 'ಪ್ರತ್ಯೇಕ ಪರೀಕ್ಷೆಗಳು',
  'page.womenCare.title': 'ಮಹಿಳೆಯರ ಆರೋಗ್ಯ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'page.menCare.title': 'ಪುರುಷರ ಆರೋಗ್ಯ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'page.specialCare.title': 'ವಿಶೇಷ ಆರೈಕೆ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'page.vitalOrgan.title': 'ಪ್ರಮುಖ ಅಂಗಗಳ ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳು',
  'page.lifestyle.title': 'ಜೀವನಶೈಲಿ ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳು',
  'page.sitemap.title': 'ಸೈಟ್‌ಮ್ಯಾಪ್',
  'page.privacy.title': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'page.terms.title': 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು',
  'page.error.title': 'ಅಯ್ಯೋ! ಏನೋ ತಪ್ಪಾಗಿದೆ',
} as const satisfies Translation<typeof english>;
