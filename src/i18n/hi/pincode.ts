import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the pin-code availability check (product §2, §5, §8). */
export const pincode = {
  'pincode.label': 'अपने इलाके में होम सैंपल कलेक्शन जाँचें',
  'pincode.placeholder': '6 अंकों का पिन कोड डालें',
  'pincode.hint': 'हम मध्य बेंगलुरु के {count} इलाकों में, हफ़्ते के सातों दिन घर से सैंपल लेते हैं।',
  'pincode.submit': 'जाँचें',
  'pincode.checking': 'जाँच हो रही है…',
  'pincode.invalid': 'कृपया 6 अंकों का सही पिन कोड डालें',
  'pincode.failed': 'सेवा की उपलब्धता जाँचने में त्रुटि हुई। कृपया फिर से कोशिश करें।',
} as const satisfies Translation<EnglishAreas['pincode']>;
