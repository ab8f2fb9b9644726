import type { api as english } from '../en/api';
import type { Translation } from '../translation';

/** Kannada texts of the messages of product §8 for the server calls, chosen in one place: src/api/callMessages.ts. */
export const api = {
  'api.sendOtp.failed': 'OTP ಕಳುಹಿಸಲು ವಿಫಲವಾಗಿದೆ',
  'api.sendOtp.error': 'OTP ಕಳುಹಿಸುವಾಗ ದೋಷ ಉಂಟಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'api.verifyOtp.failed': 'ಅಮಾನ್ಯ OTP',
  'api.verifyOtp.error': 'OTP ಪರಿಶೀಲಿಸುವಾಗ ದೋಷ ಉಂಟಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'api.resendOtp.succeeded': 'OTP ಅನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಮರುಕಳುಹಿಸಲಾಗಿದೆ!',
  'api.resendOtp.failed': 'OTP ಮರುಕಳುಹಿಸಲು ವಿಫಲವಾಗಿದೆ',
  'api.resendOtp.error': 'OTP ಮರುಕಳುಹಿಸುವಾಗ ದೋಷ ಉಂಟಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'api.addToCart.succeeded': 'ಐಟಂ ಅನ್ನು ಕಾರ್ಟ್‌ಗೆ ಯಶಸ್ವಿಯಾಗಿ ಸೇರಿಸಲಾಗಿದೆ!',
  'api.addToCart.failed': 'ಐಟಂ ಅನ್ನು ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲು ವಿಫಲವಾಗಿದೆ',
  'api.addToCart.error': 'ಐಟಂ ಅನ್ನು ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸುವಾಗ ದೋಷ ಉಂಟಾಗಿದೆ',
  'api.removeFromCart.failed': 'ಐಟಂ ಅನ್ನು ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆದುಹಾಕಲು ವಿಫಲವಾಗಿದೆ',
  'api.removeFromCart.error': 'ಐಟಂ ಅನ್ನು ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆದುಹಾಕುವಾಗ ದೋಷ ಉಂಟಾಗಿದೆ',
  'api.load.failed': 'ಇದನ್ನು ಈಗ ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'api.load.error':
    'ಸರ್ವರ್ ಅನ್ನು ಸಂಪರ್ಕಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
} as const satisfies Translation<typeof english>;
