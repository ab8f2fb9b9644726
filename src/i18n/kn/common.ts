import type { common as english } from '../en/common';
import type { Translation } from '../translation';

/** Kannada texts shared by several screens and widgets. */
export const common = {
  'common.brand.logoAlt': 'Sanjeevani Diagnostics ಮುಖಪುಟ',
  'common.nav.home': 'ಮುಖಪುಟ',
  'common.loading': 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
  'common.screenLoadFailed.title': 'ಈ ಪುಟವನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
  'common.screenLoadFailed.text':
    'ಸ್ಟೋರ್‌ನ ಒಂದು ಭಾಗ ಲೋಡ್ ಆಗಲಿಲ್ಲ. ಬಹುಶಃ ಸಂಪರ್ಕ ಕಡಿತಗೊಂಡಿರಬಹುದು ಅಥವಾ ಸೈಟ್ ಈಗಷ್ಟೇ ಅಪ್‌ಡೇಟ್ ಆಗಿರಬಹುದು. ಪುಟವನ್ನು ಮರುಲೋಡ್ ಮಾಡಿದರೆ ಸಾಮಾನ್ಯವಾಗಿ ಸರಿಹೋಗುತ್ತದೆ.',
  'common.screenLoadFailed.reload': 'ಪುಟವನ್ನು ಮರುಲೋಡ್ ಮಾಡಿ',
  'common.money.original': 'ಮೂಲ ಬೆಲೆ',
  'common.money.price': 'ಬೆಲೆ',
  'common.money.saving': '{amount} ಉಳಿತಾಯ',
  'common.money.percentOff': '{percent}% ರಿಯಾಯಿತಿ',
  'common.session.ended': 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ',
  'common.session.login': 'ಲಾಗಿನ್',
} as const satisfies Translation<typeof english>;
