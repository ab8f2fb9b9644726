import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the login panel (product §4, §5, §8). */
export const login = {
  'login.title': 'लॉगिन',
  'login.close': 'बंद करें',
  'login.intro': 'टेस्ट बुक करने और अपना कार्ट देखने के लिए अपने मोबाइल नंबर से लॉगिन करें।',
  'login.phone.label': 'मोबाइल नंबर',
  'login.phone.hint': '10 अंकों का नंबर, हम आपको एक वन-टाइम पासवर्ड भेजेंगे',
  'login.phone.invalid': 'कृपया 10 अंकों का सही फ़ोन नंबर डालें',
  'login.sendOtp': 'OTP भेजें',
  'login.sending': 'भेजा जा रहा है…',
  'login.otpSent': 'OTP सफलतापूर्वक भेजा गया',
  'login.code.label': 'वन-टाइम पासवर्ड (OTP)',
  'login.code.sentTo': '+91 {phone} पर भेजा गया 6 अंकों का कोड डालें',
  'login.code.invalid': 'कृपया 6 अंकों का सही OTP डालें',
  'login.verify': 'OTP सत्यापित करें',
  'login.verifying': 'सत्यापित हो रहा है…',
  'login.changeNumber': 'नंबर बदलें',
  'login.resend': 'OTP फिर से भेजें',
  'login.resendIn': '{seconds} सेकंड में OTP फिर से भेजें',
  'login.success': 'लॉगिन सफल रहा!',
  'login.trust': 'आपका नंबर सिर्फ़ लॉगिन करने और आपकी रिपोर्ट भेजने के लिए इस्तेमाल होता है।',
  'login.phone.countryCode': '+91',
} as const satisfies Translation<EnglishAreas['login']>;
