import type { api as english } from '../en/api';
import type { Translation } from '../translation';

/** Hindi texts of the messages of product §8 for the server calls, chosen in one place: src/api/callMessages.ts. */
export const api = {
  'api.sendOtp.failed': 'OTP भेजा नहीं जा सका',
  'api.sendOtp.error': 'OTP भेजने में त्रुटि हुई। कृपया फिर से कोशिश करें।',
  'api.verifyOtp.failed': 'अमान्य OTP',
  'api.verifyOtp.error': 'OTP सत्यापित करने में त्रुटि हुई। कृपया फिर से कोशिश करें।',
  'api.resendOtp.succeeded': 'OTP फिर से भेज दिया गया है!',
  'api.resendOtp.failed': 'OTP फिर से नहीं भेजा जा सका',
  'api.resendOtp.error': 'OTP फिर से भेजने में त्रुटि हुई। कृपया फिर से कोशिश करें।',
  'api.addToCart.succeeded': 'आइटम कार्ट में जोड़ दिया गया है!',
  'api.addToCart.failed': 'आइटम कार्ट में नहीं जोड़ा जा सका',
  'api.addToCart.error': 'आइटम कार्ट में जोड़ने में त्रुटि हुई',
  'api.removeFromCart.failed': 'आइटम कार्ट से नहीं हटाया जा सका',
  'api.removeFromCart.error': 'आइटम कार्ट से हटाने में त्रुटि हुई',
  'api.load.failed': 'हम अभी इसे लोड नहीं कर पाए। कृपया फिर से कोशिश करें।',
  'api.load.error': 'सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
} as const satisfies Translation<typeof english>;
