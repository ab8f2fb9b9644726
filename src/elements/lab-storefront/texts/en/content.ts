/** Texts of the Sitemap, Privacy policy, Terms and conditions and Error screens. */
export const content = {
  'content.contact.address': 'Address:',
  'content.contact.phone': 'Phone:',
  'content.contact.email': 'E-mail:',
  'content.contact.call': 'Call',
  'content.contact.whatsapp': 'WhatsApp',
  'content.contact.emailUs': 'E-mail us',

  'content.sitemap.lead': 'Every page of Sanjeevani Diagnostics in one place, with the test categories we offer.',
  'content.sitemap.mainPages': 'Main pages',
  'content.sitemap.categories': 'Test categories',
  // Product §2 Sitemap: the 15 test category names, exactly.
  'content.sitemap.category.blood': 'Blood',
  'content.sitemap.category.urine': 'Urine',
  'content.sitemap.category.cardiac': 'Cardiac',
  'content.sitemap.category.diabetes': 'Diabetes',
  'content.sitemap.category.thyroid': 'Thyroid',
  'content.sitemap.category.liverFunction': 'Liver Function',
  'content.sitemap.category.kidneyFunction': 'Kidney Function',
  'content.sitemap.category.lipidProfile': 'Lipid Profile',
  'content.sitemap.category.completeBloodCount': 'Complete Blood Count',
  'content.sitemap.category.vitamin': 'Vitamin',
  'content.sitemap.category.hormone': 'Hormone',
  'content.sitemap.category.cancerScreening': 'Cancer Screening',
  'content.sitemap.category.infectiousDisease': 'Infectious Disease',
  'content.sitemap.category.allergy': 'Allergy',
  'content.sitemap.category.pregnancy': 'Pregnancy',
  'content.sitemap.contact': 'Contact us',
  'content.sitemap.backHome': 'Back to Home',

  'content.legal.lastUpdated': 'Last updated: {year}',

  'content.privacy.intro':
    'Sanjeevani Diagnostics ("we", "us") respects your privacy. This policy explains what personal information we collect when you book tests with us, why we collect it, and how we protect it, in line with the Digital Personal Data Protection Act, 2023.',
  'content.privacy.collected.title': 'Information we collect',
  'content.privacy.collected.p1':
    'When you log in or book a test we collect your name, mobile number, e-mail address, home address and pin code for sample collection, and the tests you choose.',
  'content.privacy.collected.p2':
    'With your booking, our partner laboratories create your test results. We also keep basic technical data such as your browser type and the pages you visit, to keep the service working.',
  'content.privacy.use.title': 'How we use your information',
  'content.privacy.use.p1':
    'We use your information to schedule home sample collection, send one-time login codes, booking confirmations and reports, answer your questions, and improve our service. We send offers on WhatsApp only if you subscribe, and you can unsubscribe at any time.',
  'content.privacy.sharing.title': 'Sharing of information',
  'content.privacy.sharing.p1':
    'We share only what is needed with the partner laboratory that processes your sample, with our phlebotomists who visit you, and with payment and messaging providers who work on our behalf under confidentiality agreements.',
  'content.privacy.sharing.p2':
    'We never sell your personal or health information. We disclose it to authorities only when Indian law requires us to.',
  'content.privacy.security.title': 'Data security',
  'content.privacy.security.p1':
    'Your data is encrypted in transit, stored on secured servers in India, and accessible only to staff who need it for your booking. No method of storage is perfectly secure, but we review our safeguards regularly.',
  'content.privacy.rights.title': 'Your rights',
  'content.privacy.rights.p1':
    'You may ask to see, correct or delete your personal information, withdraw a consent you gave, or raise a grievance with our grievance officer. Write to us at the address below and we will respond within 30 days.',
  'content.privacy.cookies.title': 'Cookies and local storage',
  'content.privacy.cookies.p1':
    'We store your login and cart in your browser\'s local storage so that you stay logged in and your cart count stays correct. We do not use advertising cookies. Clearing your browser data removes this information.',
  'content.privacy.changes.title': 'Changes to this policy',
  'content.privacy.changes.p1':
    'We may update this policy as our service or the law changes. The date at the top shows the latest version; important changes will also be announced on our website.',
  'content.privacy.contact.title': 'Contact us',
  'content.privacy.contact.p1': 'For any question about this policy or your personal information, contact our grievance officer:',

  'content.terms.intro':
    'These terms govern your use of the Sanjeevani Diagnostics website and our test booking service. Please read them carefully before you book.',
  'content.terms.acceptance.title': 'Acceptance of terms',
  'content.terms.acceptance.p1':
    'By using this website or booking a test, you agree to these terms and to our privacy policy. If you do not agree, please do not use the service.',
  'content.terms.service.title': 'Description of service',
  'content.terms.service.p1':
    'Sanjeevani Diagnostics is a booking platform. We help you book diagnostic tests and health checkups and arrange home sample collection; tests are performed by independent partner laboratories.',
  'content.terms.service.p2':
    'We do not provide medical advice, diagnosis or treatment. Information on this website is for general awareness only and does not replace a consultation with a qualified doctor.',
  'content.terms.responsibilities.title': 'User responsibilities',
  'content.terms.responsibilities.p1':
    'You agree to give accurate personal and contact details, to follow the preparation instructions for your tests (such as fasting), to be available at the chosen collection time, and to keep your login codes private.',
  'content.terms.booking.title': 'Booking and payment',
  'content.terms.booking.p1':
    'Prices are shown in Indian rupees and include applicable taxes. A booking is confirmed once we send you a confirmation. Offers and discounts cannot be combined unless stated.',
  'content.terms.booking.p2':
    'The terms for rescheduling or cancelling a booking, and for any refund, are stated in your booking confirmation.',
  'content.terms.results.title': 'Test results',
  'content.terms.results.p1':
    'Reports are usually delivered within the time shown for each test, but may be delayed when a sample must be re-collected or re-tested. Results should always be interpreted by a qualified doctor together with your medical history.',
  'content.terms.privacy.title': 'Privacy',
  'content.terms.privacy.p1':
    'We handle your personal and health information as described in our privacy policy, which forms part of these terms.',
  'content.terms.liability.title': 'Limitation of liability',
  'content.terms.liability.p1':
    'To the extent permitted by law, our liability for any claim arising from a booking is limited to the amount you paid for that booking. We are not liable for decisions taken on the basis of a report without medical advice.',
  'content.terms.disclaimer.title': 'Disclaimer',
  'content.terms.disclaimer.p1':
    'The service is provided "as is". While we work with partner laboratories and trained staff, no laboratory test is 100% accurate, and we make no warranty beyond what is stated in these terms.',
  'content.terms.modifications.title': 'Modifications',
  'content.terms.modifications.p1':
    'We may change these terms, our prices or our services at any time. The version on this page applies to bookings made after it is published.',
  'content.terms.law.title': 'Governing law',
  'content.terms.law.p1':
    'These terms are governed by the laws of India. Any dispute arising from them or from the use of our service is subject to the exclusive jurisdiction of the courts in Bengaluru, Karnataka.',
  'content.terms.contact.title': 'Contact information',
  'content.terms.contact.p1': 'Questions about these terms? Reach us at:',

  'content.error.lead':
    "We couldn't find the page you were looking for, or it could not be loaded. It may have moved, or the link may be out of date.",
  'content.error.goHome': 'Go to Homepage',
  'content.error.goBack': 'Go Back',
  'content.error.tips.title': 'What you can try',
  'content.error.tip.address': 'Check the web address for typing mistakes.',
  'content.error.tip.back': 'Go back to the previous page and try again.',
  'content.error.tip.search': 'Use the search box at the top to find a test or package.',
  'content.error.tip.refresh': 'Refresh the page after a few moments; it may be a brief connection problem.',
  'content.error.support.title': 'Need help with a booking?',
  'content.error.support.text': 'Our care team is available from 7 am to 9 pm, all days of the week.',
  'content.error.popular.title': 'Popular pages',
  'content.error.popular.checkups': 'Full body, diabetes, thyroid and more',
  'content.error.popular.womenCare': 'Wellness, PCOD and pregnancy care',
  'content.error.popular.menCare': 'Wellness, hormones and senior care',
  'content.error.popular.vitalOrgan': 'Heart, liver, kidney and lung checks',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    content: typeof content;
  }
}
