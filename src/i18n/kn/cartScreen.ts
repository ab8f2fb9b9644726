import type { cartScreen as english } from '../en/cartScreen';
import type { Translation } from '../translation';

/** Kannada texts of the cart screen (spec §2 cart, §4 removal, §8, §9). */
export const cartScreen = {
  'cart.empty': 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಖಾಲಿಯಾಗಿದೆ',
  'cart.emptyHint': 'ಆರಂಭಿಸಲು ಒಂದು ಆರೋಗ್ಯ ತಪಾಸಣೆ ಅಥವಾ ಪ್ರತ್ಯೇಕ ಪರೀಕ್ಷೆಯನ್ನು ಸೇರಿಸಿ.',
  'cart.continueShopping': 'ಶಾಪಿಂಗ್ ಮುಂದುವರಿಸಿ',
  'cart.items': 'ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಲ್ಲಿರುವ ಐಟಂಗಳು',
  'cart.remove': 'ತೆಗೆದುಹಾಕಿ',
  'cart.removeItem': '{name} ಅನ್ನು ತೆಗೆದುಹಾಕಿ',
  'cart.removed': '{name} ಅನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆದುಹಾಕಲಾಗಿದೆ',
  'cart.confirm.title': 'ತೆಗೆದುಹಾಕುವುದನ್ನು ದೃಢೀಕರಿಸಿ',
  'cart.confirm.question': 'ಈ ಐಟಂ ಅನ್ನು ನಿಮ್ಮ ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆದುಹಾಕಲು ಖಚಿತವಾಗಿ ಬಯಸುವಿರಾ?',
  'cart.confirm.cancel': 'ರದ್ದುಮಾಡಿ',
  'cart.confirm.remove': 'ತೆಗೆದುಹಾಕಿ',
  'cart.summary': 'ಆರ್ಡರ್ ಸಾರಾಂಶ',
  'cart.subtotal': 'ಉಪಮೊತ್ತ',
  'cart.tax': 'ತೆರಿಗೆ',
  'cart.total': 'ಒಟ್ಟು',
  'cart.checkout': 'ಚೆಕ್‌ಔಟ್',
  'cart.checkoutMessage': 'ಚೆಕ್‌ಔಟ್ ಸೌಲಭ್ಯವನ್ನು ಇನ್ನೂ ಅಳವಡಿಸಬೇಕಿದೆ',
  'cart.homeCollection': 'ಮಧ್ಯ ಬೆಂಗಳೂರಿನ {count} ಪ್ರದೇಶಗಳಲ್ಲಿ ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ ಲಭ್ಯವಿದೆ.',
} as const satisfies Translation<typeof english>;
