import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the article's test card. */
export const testCard = {
  'testCard.loading': 'ಪರೀಕ್ಷೆ ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
  'testCard.homeCollection': 'ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ',
  'testCard.reportsIn': '{time} ಒಳಗೆ ವರದಿ',
  'testCard.unavailable': 'ಈ ಪರೀಕ್ಷೆಯನ್ನು ತೋರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಪುಟವನ್ನು ಮರುಲೋಡ್ ಮಾಡಿದರೆ ಸಾಮಾನ್ಯವಾಗಿ ಸರಿಹೋಗುತ್ತದೆ.',
} as const satisfies Translation<EnglishAreas['testCard']>;
