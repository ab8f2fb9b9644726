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
  'chrome.contact.whatsappNumber': 'WhatsApp {number}',
  'chrome.footer.about.title': 'About Sanjeevani Diagnostics',
  'chrome.footer.about.text':
    'Book lab tests and health checkups online. Our trained phlebotomists collect samples at your home, and our partner labs in Bengaluru deliver most reports within 24 hours.',
  'chrome.footer.social.label': 'Social media (coming soon)',
  'chrome.footer.social.soon': '{network} (coming soon)',
  'chrome.footer.social.facebook': 'Facebook',
  'chrome.footer.social.instagram': 'Instagram',
  'chrome.footer.social.youtube': 'YouTube',
  'chrome.footer.social.linkedin': 'LinkedIn',
  'chrome.footer.social.x': 'X',
  'chrome.footer.quickLinks': 'Quick links',
  'chrome.footer.contact': 'Contact us',
  'chrome.footer.subscribe.title': 'Updates on WhatsApp',
  'chrome.footer.subscribe.intro': 'Offers, health tips and reminders for your annual checkup. No spam.',
  'chrome.footer.subscribe.label': 'Your WhatsApp number',
  'chrome.footer.subscribe.placeholder': '10-digit number',
  'chrome.footer.subscribe.submit': 'Subscribe',
  'chrome.footer.subscribe.invalid': 'Please enter a valid 10-digit WhatsApp number',
  'chrome.footer.subscribe.success': 'Thank you for subscribing to our WhatsApp updates!',
  'chrome.footer.disclaimer':
    'Disclaimer: Sanjeevani Diagnostics only books diagnostic tests and arranges sample collection; tests are performed by partner laboratories. Nothing on this website is medical advice. Please consult a qualified doctor about your results and your health.',
  'chrome.footer.copyright': '© {year} Sanjeevani Diagnostics. All rights reserved.',
  'chrome.bottomBar.label': 'Quick actions',
  'chrome.bottomBar.home': 'Home',
  'chrome.bottomBar.offers': 'Offers',
  'chrome.bottomBar.call': 'Call',
  'chrome.bottomBar.whatsapp': 'WhatsApp',
  'chrome.scrollToTop.label': 'Back to top',
  'chrome.carousel.roleDescription': 'carousel',
  'chrome.carousel.slide': 'slide',
  'chrome.carousel.slideOf': '{number} of {count}',
  'chrome.carousel.previous': 'Previous slide',
  'chrome.carousel.next': 'Next slide',
  'chrome.carousel.pause': 'Pause automatic slide show',
  'chrome.carousel.play': 'Start automatic slide show',
} as const;

declare module './index' {
  interface EnglishAreas {
    chrome: typeof chrome;
  }
}
