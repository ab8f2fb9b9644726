import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the screen titles of product §2, one per route. */
export const pages = {
  'pages.cart.title': 'आपका कार्ट',
  'pages.checkups.title': 'हेल्थ चेकअप पैकेज',
  'pages.exclusive.title': 'एक्सक्लूसिव पैकेज',
  'pages.product.title': 'टेस्ट का विवरण',
  'pages.singleTests.title': 'सिंगल टेस्ट',
  'pages.womenCare.title': 'महिलाओं के लिए हेल्थ पैकेज',
  'pages.menCare.title': 'पुरुषों के लिए हेल्थ पैकेज',
  'pages.specialCare.title': 'स्पेशल केयर पैकेज',
  'pages.vitalOrgan.title': 'मुख्य अंगों के हेल्थ चेकअप',
  'pages.lifestyle.title': 'लाइफ़स्टाइल हेल्थ चेकअप',
  'pages.sitemap.title': 'साइटमैप',
  'pages.privacy.title': 'प्राइवेसी पॉलिसी',
  'pages.myData.title': 'मेरी जानकारी',
  'pages.terms.title': 'नियम और शर्तें',
  'pages.error.title': 'ओह! कुछ गड़बड़ हो गई',
  'pages.checkout.title': 'घर से सैंपल कलेक्शन बुक करें',
  'pages.bookings.title': 'मेरी बुकिंग',
} as const satisfies Translation<EnglishAreas['pages']>;
