import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the login panel (product §4, §5, §8). */
export const login = {
  'login.title': 'ಲಾಗಿನ್',
  'login.close': 'ಮುಚ್ಚಿ',
  'login.intro': 'ಪರೀಕ್ಷೆಗಳನ್ನು ಬುಕ್ ಮಾಡಲು ಮತ್ತು ನಿಮ್ಮ ಕಾರ್ಟ್ ನೋಡಲು ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಲಾಗಿನ್ ಮಾಡಿ.',
  'login.phone.label': 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  'login.phone.hint': '10 ಅಂಕಿಯ ಸಂಖ್ಯೆ, ನಾವು ನಿಮಗೆ ಒನ್-ಟೈಮ್ ಪಾಸ್‌ವರ್ಡ್ ಕಳುಹಿಸುತ್ತೇವೆ',
  'login.phone.invalid': 'ದಯವಿಟ್ಟು ಮಾನ್ಯವಾದ 10 ಅಂಕಿಯ ಫೋನ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ',
  'login.sendOtp': 'OTP ಕಳುಹಿಸಿ',
  'login.sending': 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ…',
  'login.otpSent': 'OTP ಯಶಸ್ವಿಯಾಗಿ ಕಳುಹಿಸಲಾಗಿದೆ',
  'login.code.label': 'ಒನ್-ಟೈಮ್ ಪಾಸ್‌ವರ್ಡ್ (OTP)',
  'login.code.sentTo': '+91 {phone} ಗೆ ಕಳುಹಿಸಲಾದ 6 ಅಂಕಿಯ ಕೋಡ್ ನಮೂದಿಸಿ',
  'login.code.invalid': 'ದಯವಿಟ್ಟು ಮಾನ್ಯವಾದ 6 ಅಂಕಿಯ OTP ನಮೂದಿಸಿ',
  'login.verify': 'OTP ಪರಿಶೀಲಿಸಿ',
  'login.verifying': 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ…',
  'login.changeNumber': 'ಸಂಖ್ಯೆ ಬದಲಿಸಿ',
  'login.resend': 'OTP ಮರುಕಳುಹಿಸಿ',
  'login.resendIn': '{seconds} ಸೆಕೆಂಡುಗಳಲ್ಲಿ OTP ಮರುಕಳುಹಿಸಿ',
  'login.success': 'ಲಾಗಿನ್ ಯಶಸ್ವಿಯಾಗಿದೆ!',
  'login.trust': 'ನಿಮ್ಮ ಸಂಖ್ಯೆಯನ್ನು ಲಾಗಿನ್ ಮಾಡಲು ಮತ್ತು ನಿಮ್ಮ ವರದಿಗಳನ್ನು ಕಳುಹಿಸಲು ಮಾತ್ರ ಬಳಸಲಾಗುತ್ತದೆ.',
  'login.phone.countryCode': '+91',
} as const satisfies Translation<EnglishAreas['login']>;
