/** Texts of the store's footer (product §2 Global chrome), which load with it. */
export const footer = {
  'footer.contact.whatsappNumber': 'WhatsApp {number}',
  'footer.about.title': 'About Sanjeevani Diagnostics',
  'footer.about.text':
    'Book lab tests and health checkups online. Our trained phlebotomists collect samples at your home, and our partner labs in Bengaluru deliver most reports within 24 hours.',
  'footer.social.label': 'Social media (coming soon)',
  'footer.social.soon': '{network} (coming soon)',
  'footer.social.facebook': 'Facebook',
  'footer.social.instagram': 'Instagram',
  'footer.social.youtube': 'YouTube',
  'footer.social.linkedin': 'LinkedIn',
  'footer.social.x': 'X',
  'footer.quickLinks': 'Quick links',
  'footer.contact': 'Contact us',
  'footer.subscribe.title': 'Updates on WhatsApp',
  'footer.subscribe.intro': 'Offers, health tips and reminders for your annual checkup. No spam.',
  'footer.subscribe.label': 'Your WhatsApp number',
  'footer.subscribe.placeholder': '10-digit number',
  'footer.subscribe.submit': 'Subscribe',
  'footer.subscribe.invalid': 'Please enter a valid 10-digit WhatsApp number',
  'footer.subscribe.success': 'Thank you for subscribing to our WhatsApp updates!',
  'footer.disclaimer':
    'Disclaimer: Sanjeevani Diagnostics only books diagnostic tests and arranges sample collection; tests are performed by partner laboratories. Nothing on this website is medical advice. Please consult a qualified doctor about your results and your health.',
  'footer.copyright': '© {year} Sanjeevani Diagnostics. All rights reserved.',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    footer: typeof footer;
  }
}
