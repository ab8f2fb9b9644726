import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of `lab-package-compare` before the comparison arrives. */
export const comparisonFrame = {
  'comparisonFrame.loading': 'ಹೋಲಿಕೆ ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
  'comparisonFrame.unavailable': 'ಈ ಹೋಲಿಕೆಯನ್ನು ತೋರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ಪುಟವನ್ನು ಮರುಲೋಡ್ ಮಾಡಿದರೆ ಸಾಮಾನ್ಯವಾಗಿ ಸರಿಹೋಗುತ್ತದೆ.',
} as const satisfies Translation<EnglishAreas['comparisonFrame']>;
