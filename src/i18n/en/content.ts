/** Texts of the Sitemap, Privacy policy, Terms and conditions and Error screens. */
export const content = {
  'contact.address': 'Address:',
  'contact.phone': 'Phone:',
  'contact.email': 'E-mail:',
  'contact.call': 'Call',
  'contact.whatsapp': 'WhatsApp',
  'contact.emailUs': 'E-mail us',

  'sitemap.lead': 'Every page of Sanjeevani Diagnostics in one place, with the test categories we offer.',
  'sitemap.mainPages': 'Main pages',
  'sitemap.categories': 'Test categories',
  // Spec §2 Sitemap: the 15 test category names, exactly.
  'sitemap.category.blood': 'Blood',
  'sitemap.category.urine': 'Urine',
  'sitemap.category.cardiac': 'Cardiac',
  'sitemap.category.diabetes': 'Diabetes',
  'sitemap.category.thyroid': 'Thyroid',
  'sitemap.category.liverFunction': 'Liver Function',
  'sitemap.category.kidneyFunction': 'Kidney Function',
  'sitemap.category.lipidProfile': 'Lipid Profile',
  'sitemap.category.completeBloodCount': 'Complete Blood Count',
  'sitemap.category.vitamin': 'Vitamin',
  'sitemap.category.hormone': 'Hormone',
  'sitemap.category.cancerScreening': 'Cancer Screening',
  'sitemap.category.infectiousDisease': 'Infectious Disease',
  'sitemap.category.allergy': 'Allergy',
  'sitemap.category.pregnancy': 'Pregnancy',
  'sitemap.contact': 'Contact us',
  'sitemap.backHome': 'Back to Home',

  'legal.lastUpdated': 'Last updated: {year}',

  'privacy.intro':
    'Sanjeevani Diagnostics ("we", "us") respects your privacy. This policy explains what personal information we collect when you book tests with us, why we collect it, and how we protect it, in line with the Digital Personal Data Protection Act, 2023.',
  'privacy.collected.title': 'Information we collect',
  'privacy.collected.p1':
    'When you log in or book a test we collect your name, mobile number, e-mail address, home address and pin code for sample collection, and the tests you choose.',
  'privacy.collected.p2':
    'With your booking, our partner laboratories create your test results. We also keep basic technical data such as your browser type and the pages you visit, to keep the service working.',
  'privacy.use.title': 'How we use your information',
  'privacy.use.p1':
    'We use your information to schedule home sample collection, send one-time login codes, booking confirmations and reports, answer your questions, and improve our service. We send offers on WhatsApp only if you subscribe, and you can unsubscribe at any time.',
  'privacy.sharing.title': 'Sharing of information',
  'privacy.sharing.p1':
    'We share only what is needed with the partner laboratory that processes your sample, with our phlebotomists who visit you, and with payment and messaging providers who work on our behalf under confidentiality agreements.',
  'privacy.sharing.p2':
    'We never sell your personal or health information. We disclose it to authorities only when Indian law requires us to.',
  'privacy.security.title': 'Data security',
  'privacy.security.p1':
    'Your data is encrypted in transit, stored on secured servers in India, and accessible only to staff who need it for your booking. No method of storage is perfectly secure, but we review our safeguards regularly.',
  'privacy.rights.title': 'Your rights',
  'privacy.rights.p1':
    'You may ask to see, correct or delete your personal information, withdraw a consent you gave, or raise a grievance with our grievance officer. Write to us at the address below and we will respond within 30 days.',
  'privacy.cookies.title': 'Cookies and local storage',
  'privacy.cookies.p1':
    'We store your login and cart in your browser\'s local storage so that you stay logged in and your cart count stays correct. We do not use advertising cookies. Clearing your browser data removes this information.',
  'privacy.changes.title': 'Changes to this policy',
  'privacy.changes.p1':
    'We may update this policy as our service or the law changes. The date at the top shows the latest version; important changes will also be announced on our website.',
  'privacy.contact.title': 'Contact us',
  'privacy.contact.p1': 'For any question about this policy or your personal information, contact our grievance officer:',

  'terms.intro':
    'These terms govern your use of the Sanjeevani Diagnostics website and our test booking service. Please read them carefully before you book.',
  'terms.acceptance.title': 'Acceptance of terms',
  'terms.acceptance.p1':
    'By using this website or booking a test, you agree to these terms and to our privacy policy. If you do not agree, please do not use the service.',
  'terms.service.title': 'Description of service',
  'terms.service.p1':
    'Sanjeevani Diagnostics is a booking platform. We help you book diagnostic tests and health checkups and arrange home sample collection; tests are performed by independent partner laboratories.',
  'terms.service.p2':
    'We do not provide medical advice, diagnosis or treatment. Information on this website is for general awareness only and does not replace a consultation with a qualified doctor.',
  'terms.responsibilities.title': 'User responsibilities',
  'terms.responsibilities.p1':
    'You agree to give accurate personal and contact details, to follow the preparation instructions for your tests (such as fasting), to be available at the chosen collection time, and to keep your login codes private.',
  'terms.booking.title': 'Booking and payment',
  'terms.booking.p1':
    'Prices are shown in Indian rupees and include applicable taxes. A booking is confirmed once we send you a confirmation. Offers and discounts cannot be combined unless stated.',
  'terms.booking.p2':
    'The terms for rescheduling or cancelling a booking, and for any refund, are stated in your booking confirmation.',
  'terms.results.title': 'Test results',
  'terms.results.p1':
    'Reports are usually delivered within the time shown for each test, but may be delayed when a sample must be re-collected or re-tested. Results should always be interpreted by a qualified doctor together with your medical history.',
  'terms.privacy.title': 'Privacy',
  'terms.privacy.p1':
    'We handle your personal and health information as described in our privacy policy, which forms part of these terms.',
  'terms.liability.title': 'Limitation of liability',
  'terms.liability.p1':
    'To the extent permitted by law, our liability for any claim arising from a booking is limited to the amount you paid for that booking. We are not liable for decisions taken on the basis of a report without medical advice.',
  'terms.disclaimer.title': 'Disclaimer',
  'terms.disclaimer.p1':
    'The service is provided "as is". While we work with partner laboratories and trained staff, no laboratory test is 100% accurate, and we make no warranty beyond what is stated in these terms.',
  'terms.modifications.title': 'Modifications',
  'terms.modifications.p1':
    'We may change these terms, our prices or our services at any time. The version on this page applies to bookings made after it is published.',
  'terms.law.title': 'Governing law',
  'terms.law.p1':
    'These terms are governed by the laws of India. Any dispute arising from them or from the use of our service is subject to the exclusive jurisdiction of the courts in Bengaluru, Karnataka.',
  'terms.contact.title': 'Contact information',
  'terms.contact.p1': 'Questions about these terms? Reach us at:',

  'error.lead':
    "We couldn't find the page you were looking for, or it could not be loaded. It may have moved, or the link may be out of date.",
  'error.goHome': 'Go to Homepage',
  'error.goBack': 'Go Back',
  'error.tips.title': 'What you can try',
  'error.tip.address': 'Check the web address for typing mistakes.',
  'error.tip.back': 'Go back to the previous page and try again.',
  'error.tip.search': 'Use the search box at the top to find a test or package.',
  'error.tip.refresh': 'Refresh the page after a few moments; it may be a brief connection problem.',
  'error.support.title': 'Need help with a booking?',
  'error.support.text': 'Our care team is available from 7 am to 9 pm, all days of the week.',
  'error.popular.title': 'Popular pages',
  'error.popular.checkups': 'Full body, diabetes, thyroid and more',
  'error.popular.womenCare': 'Wellness, PCOD and pregnancy care',
  'error.popular.menCare': 'Wellness, hormones and senior care',
  'error.popular.vitalOrgan': 'Heart, liver, kidney and lung checks',
} as const;
