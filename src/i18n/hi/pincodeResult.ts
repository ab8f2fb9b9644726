import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of a finished pin-code check's answer (product §8). */
export const pincodeResult = {
  'pincodeResult.forPincode': '(पिन कोड {pincode})',
  'pincodeResult.available.title': 'बढ़िया! सेवा उपलब्ध है',
  'pincodeResult.available.text': 'हम आपके इलाके में होम सैंपल कलेक्शन और लैब सेवाएँ देते हैं',
  'pincodeResult.unavailable.title': 'सेवा उपलब्ध नहीं है',
  'pincodeResult.unavailable.text':
    'माफ़ कीजिए, हम अभी इस इलाके में सेवाएँ नहीं देते। हम तेज़ी से विस्तार कर रहे हैं। ज़्यादा जानकारी के लिए कृपया हमसे संपर्क करें।',
} as const satisfies Translation<EnglishAreas['pincodeResult']>;
