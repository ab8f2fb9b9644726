import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of a finished pin-code check's answer (product §8). */
export const pincodeResult = {
  'pincodeResult.forPincode': '(ಪಿನ್ ಕೋಡ್ {pincode})',
  'pincodeResult.available.title': 'ಅದ್ಭುತ! ಸೇವೆ ಲಭ್ಯವಿದೆ',
  'pincodeResult.available.text':
    'ನಿಮ್ಮ ಪ್ರದೇಶದಲ್ಲಿ ನಾವು ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ ಮತ್ತು ಲ್ಯಾಬ್ ಸೇವೆಗಳನ್ನು ಒದಗಿಸುತ್ತೇವೆ',
  'pincodeResult.unavailable.title': 'ಸೇವೆ ಲಭ್ಯವಿಲ್ಲ',
  'pincodeResult.unavailable.text':
    'ಕ್ಷಮಿಸಿ, ಈ ಪ್ರದೇಶದಲ್ಲಿ ನಾವು ಇನ್ನೂ ಸೇವೆ ಒದಗಿಸುತ್ತಿಲ್ಲ. ನಾವು ವೇಗವಾಗಿ ವಿಸ್ತರಿಸುತ್ತಿದ್ದೇವೆ. ಹೆಚ್ಚಿನ ಮಾಹಿತಿಗಾಗಿ ದಯವಿಟ್ಟು ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ.',
} as const satisfies Translation<EnglishAreas['pincodeResult']>;
