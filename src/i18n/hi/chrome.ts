import type { chrome as english } from '../en/chrome';
import type { Translation } from '../translation';

/** Hindi texts of the store around its screens: the skip link, footer, carousel, mobile bottom bar, scroll-to-top button and shared navigation. */
export const chrome = {
  'chrome.skipToContent': 'मुख्य सामग्री पर जाएँ',
  'chrome.nav.checkups': 'हेल्थ चेकअप',
  'chrome.nav.exclusive': 'एक्सक्लूसिव पैकेज',
  'chrome.nav.singleTests': 'सिंगल टेस्ट',
  'chrome.nav.womenCare': 'महिला स्वास्थ्य',
  'chrome.nav.menCare': 'पुरुष स्वास्थ्य',
  'chrome.nav.specialCare': 'स्पेशल केयर पैकेज',
  'chrome.nav.vitalOrgan': 'मुख्य अंग',
  'chrome.nav.lifestyle': 'लाइफ़स्टाइल चेकअप',
  'chrome.nav.cart': 'कार्ट',
  'chrome.nav.sitemap': 'साइटमैप',
  'chrome.nav.privacy': 'प्राइवेसी पॉलिसी',
  'chrome.nav.terms': 'नियम और शर्तें',
  'chrome.language.label': 'भाषा',
  'chrome.bottomBar.label': 'क्विक एक्शन',
  'chrome.bottomBar.home': 'होम',
  'chrome.bottomBar.offers': 'ऑफ़र',
  'chrome.bottomBar.call': 'कॉल',
  'chrome.bottomBar.whatsapp': 'WhatsApp',
  'chrome.scrollToTop.label': 'ऊपर जाएँ',
} as const satisfies Translation<typeof english>;
