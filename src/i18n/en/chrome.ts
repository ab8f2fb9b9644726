/** Texts of the store around its screens: the skip link, footer, carousel, mobile bottom bar, scroll-to-top button and shared navigation. */
export const chrome = {
  'chrome.skipToContent': 'Skip to main content',
  'chrome.nav.checkups': 'Health Checkups',
  'chrome.nav.exclusive': 'Exclusive Packages',
  'chrome.nav.singleTests': 'Single Tests',
  'chrome.nav.womenCare': 'Women Care',
  'chrome.nav.menCare': 'Men Care',
  'chrome.nav.specialCare': 'Special Care Packages',
  'chrome.nav.vitalOrgan': 'Vital Organ',
  'chrome.nav.lifestyle': 'Lifestyle Checkups',
  'chrome.nav.cart': 'Cart',
  'chrome.nav.sitemap': 'Sitemap',
  'chrome.nav.privacy': 'Privacy Policy',
  'chrome.nav.terms': 'Terms and Conditions',
  'chrome.language.label': 'Language',
  'chrome.bottomBar.label': 'Quick actions',
  'chrome.bottomBar.home': 'Home',
  'chrome.bottomBar.offers': 'Offers',
  'chrome.bottomBar.call': 'Call',
  'chrome.bottomBar.whatsapp': 'WhatsApp',
  'chrome.scrollToTop.label': 'Back to top',
} as const;

declare module './index' {
  interface EnglishAreas {
    chrome: typeof chrome;
  }
}
