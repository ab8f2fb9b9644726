import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the pin-code availability check (product §2, §5, §8). */
export const pincode = {
  'pincode.label': 'ನಿಮ್ಮ ಪ್ರದೇಶದಲ್ಲಿ ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ ಲಭ್ಯವಿದೆಯೇ ಎಂದು ಪರಿಶೀಲಿಸಿ',
  'pincode.placeholder': '6 ಅಂಕಿಯ ಪಿನ್ ಕೋಡ್ ನಮೂದಿಸಿ',
  'pincode.hint':
    'ನಾವು ಮಧ್ಯ ಬೆಂಗಳೂರಿನ {count} ಪ್ರದೇಶಗಳಲ್ಲಿ, ವಾರದ 7 ದಿನವೂ ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹಿಸುತ್ತೇವೆ.',
  'pincode.submit': 'ಪರಿಶೀಲಿಸಿ',
  'pincode.checking': 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ…',
  'pincode.invalid': 'ದಯವಿಟ್ಟು ಮಾನ್ಯವಾದ 6 ಅಂಕಿಯ ಪಿನ್ ಕೋಡ್ ನಮೂದಿಸಿ',
  'pincode.failed': 'ಸೇವೆಯ ಲಭ್ಯತೆಯನ್ನು ಪರಿಶೀಲಿಸುವಾಗ ದೋಷ ಉಂಟಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
} as const satisfies Translation<EnglishAreas['pincode']>;
