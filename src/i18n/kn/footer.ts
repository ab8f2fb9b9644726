import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the store's footer (product §2 Global chrome). */
export const footer = {
  'footer.contact.whatsappNumber': 'WhatsApp {number}',
  'footer.about.title': 'Sanjeevani Diagnostics ಬಗ್ಗೆ',
  'footer.about.text':
    'ಲ್ಯಾಬ್ ಪರೀಕ್ಷೆಗಳು ಮತ್ತು ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳನ್ನು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ. ನಮ್ಮ ತರಬೇತಿ ಪಡೆದ ಫ್ಲೆಬೋಟೊಮಿಸ್ಟ್‌ಗಳು ನಿಮ್ಮ ಮನೆಯಲ್ಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹಿಸುತ್ತಾರೆ, ಮತ್ತು ಬೆಂಗಳೂರಿನಲ್ಲಿರುವ ನಮ್ಮ ಪಾಲುದಾರ ಲ್ಯಾಬ್‌ಗಳು ಹೆಚ್ಚಿನ ವರದಿಗಳನ್ನು 24 ಗಂಟೆಗಳೊಳಗೆ ನೀಡುತ್ತವೆ.',
  'footer.social.label': 'ಸಾಮಾಜಿಕ ಮಾಧ್ಯಮ (ಶೀಘ್ರದಲ್ಲೇ)',
  'footer.social.soon': '{network} (ಶೀಘ್ರದಲ್ಲೇ)',
  'footer.social.facebook': 'Facebook',
  'footer.social.instagram': 'Instagram',
  'footer.social.youtube': 'YouTube',
  'footer.social.linkedin': 'LinkedIn',
  'footer.social.x': 'X',
  'footer.quickLinks': 'ತ್ವರಿತ ಲಿಂಕ್‌ಗಳು',
  'footer.contact': 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'footer.subscribe.title': 'WhatsApp ನಲ್ಲಿ ಅಪ್‌ಡೇಟ್‌ಗಳು',
  'footer.subscribe.intro': 'ಆಫರ್‌ಗಳು, ಆರೋಗ್ಯ ಸಲಹೆಗಳು ಮತ್ತು ನಿಮ್ಮ ವಾರ್ಷಿಕ ತಪಾಸಣೆಯ ಜ್ಞಾಪನೆಗಳು. ಸ್ಪ್ಯಾಮ್ ಇಲ್ಲ.',
  'footer.subscribe.label': 'ನಿಮ್ಮ WhatsApp ಸಂಖ್ಯೆ',
  'footer.subscribe.placeholder': '10 ಅಂಕಿಯ ಸಂಖ್ಯೆ',
  'footer.subscribe.submit': 'ಚಂದಾದಾರರಾಗಿ',
  'footer.subscribe.invalid': 'ದಯವಿಟ್ಟು ಮಾನ್ಯವಾದ 10 ಅಂಕಿಯ WhatsApp ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ',
  'footer.subscribe.success': 'ನಮ್ಮ WhatsApp ಅಪ್‌ಡೇಟ್‌ಗಳಿಗೆ ಚಂದಾದಾರರಾಗಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು!',
  'footer.disclaimer':
    'ಹಕ್ಕು ನಿರಾಕರಣೆ: Sanjeevani Diagnostics ಕೇವಲ ಡಯಾಗ್ನೋಸ್ಟಿಕ್ ಪರೀಕ್ಷೆಗಳನ್ನು ಬುಕ್ ಮಾಡುತ್ತದೆ ಮತ್ತು ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹದ ವ್ಯವಸ್ಥೆ ಮಾಡುತ್ತದೆ; ಪರೀಕ್ಷೆಗಳನ್ನು ಪಾಲುದಾರ ಪ್ರಯೋಗಾಲಯಗಳು ನಡೆಸುತ್ತವೆ. ಈ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿರುವ ಯಾವುದೂ ವೈದ್ಯಕೀಯ ಸಲಹೆಯಲ್ಲ. ನಿಮ್ಮ ಫಲಿತಾಂಶಗಳು ಮತ್ತು ಆರೋಗ್ಯದ ಬಗ್ಗೆ ದಯವಿಟ್ಟು ಅರ್ಹ ವೈದ್ಯರನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  'footer.copyright': '© {year} Sanjeevani Diagnostics. ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
} as const satisfies Translation<EnglishAreas['footer']>;
