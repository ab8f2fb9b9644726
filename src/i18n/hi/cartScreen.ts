import type { cartScreen as english } from '../en/cartScreen';
import type { Translation } from '../translation';

/** Hindi texts of the cart screen (spec §2 cart, §4 removal, §8, §9). */
export const cartScreen = {
  'cart.empty': 'आपका कार्ट खाली है',
  'cart.emptyHint': 'शुरू करने के लिए कोई हेल्थ चेकअप या सिंगल टेस्ट जोड़ें।',
  'cart.continueShopping': 'खरीदारी जारी रखें',
  'cart.items': 'आपके कार्ट में आइटम',
  'cart.remove': 'हटाएँ',
  'cart.removeItem': '{name} हटाएँ',
  'cart.removed': '{name} आपके कार्ट से हटा दिया गया',
  'cart.confirm.title': 'हटाने की पुष्टि करें',
  'cart.confirm.question': 'क्या आप वाकई इस आइटम को अपने कार्ट से हटाना चाहते हैं?',
  'cart.confirm.cancel': 'रद्द करें',
  'cart.confirm.remove': 'हटाएँ',
  'cart.summary': 'ऑर्डर सारांश',
  'cart.subtotal': 'सबटोटल',
  'cart.tax': 'टैक्स',
  'cart.total': 'कुल',
  'cart.checkout': 'चेकआउट',
  'cart.checkoutMessage': 'चेकआउट की सुविधा अभी लागू होनी बाकी है',
  'cart.homeCollection': 'मध्य बेंगलुरु के {count} इलाकों में होम सैंपल कलेक्शन उपलब्ध है।',
} as const satisfies Translation<typeof english>;
