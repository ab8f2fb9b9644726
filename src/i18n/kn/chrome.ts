import type { chrome as english } from '../en/chrome';
import type { Translation } from '../translation';

/** Kannada texts of the store around its screens: the skip link, footer, carousel, mobile bottom bar, scroll-to-top button and shared navigation. */
export const chrome = {
  'chrome.skipToContent': 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ',
  'chrome.nav.checkups': 'ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳು',
  'chrome.nav.exclusive': 'ಎಕ್ಸ್‌ಕ್ಲೂಸಿವ್ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'chrome.nav.singleTests': 'ಪ್ರತ್ಯೇಕ ಪರೀಕ್ಷೆಗಳು',
  'chrome.nav.womenCare': 'ಮಹಿಳೆಯರ ಆರೋಗ್ಯ',
  'chrome.nav.menCare': 'ಪುರುಷರ ಆರೋಗ್ಯ',
  'chrome.nav.specialCare': 'ವಿಶೇಷ ಆರೈಕೆ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'chrome.nav.vitalOrgan': 'ಪ್ರಮುಖ ಅಂಗಗಳು',
  'chrome.nav.lifestyle': 'ಜೀವನಶೈಲಿ ತಪಾಸಣೆಗಳು',
  'chrome.nav.cart': 'ಕಾರ್ಟ್',
  'chrome.nav.sitemap': 'ಸೈಟ್‌ಮ್ಯಾಪ್',
  'chrome.nav.privacy': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'chrome.nav.terms': 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು',
  'chrome.language.label': 'ಭಾಷೆ',
  'chrome.bottomBar.label': 'ತ್ವರಿತ ಕ್ರಿಯೆಗಳು',
  'chrome.bottomBar.home': 'ಮುಖಪುಟ',
  'chrome.bottomBar.offers': 'ಆಫರ್‌ಗಳು',
  'chrome.bottomBar.call': 'ಕರೆ ಮಾಡಿ',
  'chrome.bottomBar.whatsapp': 'WhatsApp',
  'chrome.scrollToTop.label': 'ಮೇಲಕ್ಕೆ ಹೋಗಿ',
} as const satisfies Translation<typeof english>;
