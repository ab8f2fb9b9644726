import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the personal-data notice of a booking. */
export const personalData = {
  'personalData.title': 'ಈ ವಿವರಗಳನ್ನು ನಾವು ಹೇಗೆ ಬಳಸುತ್ತೇವೆ',
  'personalData.what': 'ನಾವು ಏನು ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ: ನೀವು ಬುಕ್ ಮಾಡುವ ಪ್ರತಿಯೊಬ್ಬರ ಹೆಸರು, ವಯಸ್ಸು, ಲಿಂಗ ಮತ್ತು ಸಂಬಂಧ, ಮತ್ತು ನೀವು ನೀಡುವ ವಿಳಾಸಗಳು.',
  'personalData.why': 'ಏಕೆ: ಸರಿಯಾದ ಮನೆಯಿಂದ ಮಾದರಿ ಸಂಗ್ರಹಿಸಲು, ಅದನ್ನು ಸರಿಯಾದ ವ್ಯಕ್ತಿಯ ಹೆಸರಿನಲ್ಲಿ ಗುರುತಿಸಲು ಮತ್ತು ಅವರ ವರದಿ ಕಳುಹಿಸಲು.',
  'personalData.howLong': 'ಎಷ್ಟು ಕಾಲ: ನಿಮ್ಮ ಖಾತೆ ತೆರೆದಿರುವವರೆಗೆ; ಬುಕಿಂಗ್‌ನ ದಾಖಲೆಯನ್ನು ಕಾನೂನು ಲ್ಯಾಬ್‌ಗೆ ಇಡಲು ಹೇಳುವಷ್ಟು ಕಾಲ ಮಾತ್ರ.',
  'personalData.delete': 'ಅಳಿಸುವುದು ಹೇಗೆ: ಯಾವುದೇ ಸಮಯದಲ್ಲಿ ಒಬ್ಬ ವ್ಯಕ್ತಿ ಅಥವಾ ವಿಳಾಸವನ್ನು ತೆಗೆದುಹಾಕಿ, ಅಥವಾ ನಿಮ್ಮ ಖಾತೆ ಅಳಿಸಲು ನಮ್ಮನ್ನು ಕೇಳಿ.',
  'personalData.contact': 'ಯಾರನ್ನು ಸಂಪರ್ಕಿಸಬೇಕು: {email} ಗೆ ಬರೆಯಿರಿ ಅಥವಾ {phone} ಗೆ ಕರೆ ಮಾಡಿ.',
  'personalData.agree': 'ನಾನು ಒಪ್ಪುತ್ತೇನೆ',
  'personalData.guardian': 'ನಾನು ಈ ವ್ಯಕ್ತಿಯ ಪೋಷಕರು ಅಥವಾ ರಕ್ಷಕರು',
} as const satisfies Translation<EnglishAreas['personalData']>;
