import type { pages as english } from '../en/pages';
import type { Translation } from '../translation';

/** Hindi texts of the screen titles of spec §2, one per route. */
export const pages = {
  'page.cart.title': 'आपका कार्ट',
  'page.checkups.title': 'हेल्थ चेकअप पैकेज',
  'page.exclusive.title': 'एक्सक्लूसिव पैकेज',
  'page.product.title': 'टेस्ट का विवरण',
  'page.singleTests.title': 'सिंगल टेस्ट',
  'page.womenCare.title': 'महिलाओं के लिए हेल्थ पैकेज',
  'page.menCare.title': 'पुरुषों के लिए हेल्थ पैकेज',
  'page.specialCare.title': 'स्पेशल केयर पैकेज',
  'page.vitalOrgan.title': 'मुख्य अंगों के हेल्थ चेकअप',
  'page.lifestyle.title': 'लाइफ़स्टाइल हेल्थ चेकअप',
  'page.sitemap.title': 'साइटमैप',
  'page.privacy.title': 'प्राइवेसी पॉलिसी',
  'page.terms.title': 'नियम और शर्तें',
  'page.error.title': 'ओह! कुछ गड़बड़ हो गई',
} as const satisfies Translation<typeof english>;
