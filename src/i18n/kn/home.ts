import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the Home screen (product §2 Home). */
export const home = {
  'home.viewAll': 'ಎಲ್ಲವನ್ನೂ ನೋಡಿ',
  'home.hero.eyebrow': 'ಬೆಂಗಳೂರಿನಲ್ಲಿ ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳು',
  'home.hero.title': 'ಮನೆಯಲ್ಲೇ ಲ್ಯಾಬ್ ಪರೀಕ್ಷೆಗಳು, ನಂಬಬಹುದಾದ ವರದಿಗಳು',
  'home.hero.lead':
    'ಆರೋಗ್ಯ ತಪಾಸಣೆಗಳು ಮತ್ತು ಲ್ಯಾಬ್ ಪರೀಕ್ಷೆಗಳನ್ನು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ. ತರಬೇತಿ ಪಡೆದ ಫ್ಲೆಬೋಟೊಮಿಸ್ಟ್ ನಿಮ್ಮ ಮನೆಗೆ ಬಂದು ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹಿಸುತ್ತಾರೆ, ಮತ್ತು ಹೆಚ್ಚಿನ ವರದಿಗಳು 24 ಗಂಟೆಗಳೊಳಗೆ ನಿಮ್ಮನ್ನು ತಲುಪುತ್ತವೆ.',
  'home.hero.promise.collection': 'ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ',
  'home.hero.promise.offers': 'ಆಫರ್‌ಗಳಲ್ಲಿ 35% ವರೆಗೆ ಉಳಿಸಿ',
  'home.hero.promise.reports': 'ಹೆಚ್ಚಿನ ವರದಿಗಳು 24 ಗಂಟೆಗಳಲ್ಲಿ',
  'home.hero.imageAlt':
    'ಲ್ಯಾಬ್ ವರದಿ, ರಕ್ತದ ಸ್ಯಾಂಪಲ್ ಟ್ಯೂಬ್ ಮತ್ತು ಮನೆಯ ಚಿತ್ರ: ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹದೊಂದಿಗೆ ಲ್ಯಾಬ್ ಪರೀಕ್ಷೆಗಳು',
  'home.ticker.label': 'ಮುಖ್ಯಾಂಶಗಳು',
  'home.ticker.collection': 'ಮಧ್ಯ ಬೆಂಗಳೂರಿನ {count} ಪ್ರದೇಶಗಳಲ್ಲಿ ಮನೆಯಿಂದಲೇ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ',
  'home.ticker.customPackage': 'ನಿಮ್ಮದೇ ಪ್ಯಾಕೇಜ್ ರಚಿಸಿ: 25% ರಿಯಾಯಿತಿ ಪಡೆಯಿರಿ',
  'home.ticker.offers': 'ಆರೋಗ್ಯ ತಪಾಸಣೆ ಆಫರ್‌ಗಳಲ್ಲಿ 35% ವರೆಗೆ ಉಳಿಸಿ',
  'home.ticker.reports': '24 ಗಂಟೆಗಳಲ್ಲಿ ಡಿಜಿಟಲ್ ವರದಿಗಳು',
  'home.ticker.seniors': 'ಹಿರಿಯ ನಾಗರಿಕರ ಆರೈಕೆ: 60 ವರ್ಷ ಮೇಲ್ಪಟ್ಟ ಪೋಷಕರಿಗೆ 92 ಪರೀಕ್ಷೆಗಳು',
  'home.ticker.pause': 'ಚಲಿಸುವ ಮುಖ್ಯಾಂಶಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
  'home.ticker.play': 'ಚಲಿಸುವ ಮುಖ್ಯಾಂಶಗಳನ್ನು ಮುಂದುವರಿಸಿ',
  'home.lessPrice.title': 'ಕಡಿಮೆ ಬೆಲೆ, ಹೆಚ್ಚು ಪರೀಕ್ಷೆಗಳು - ಪ್ಯಾಕೇಜ್ ಆಯ್ಕೆಮಾಡಿ',
  'home.lessPrice.subtitle': 'ವಾರ್ಷಿಕ ತಪಾಸಣೆಯನ್ನು ಸುಲಭವಾಗಿಸುವ ಬೆಲೆಗಳಲ್ಲಿ ಜನಪ್ರಿಯ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'home.lessPrice.viewAllLabel': 'ಎಲ್ಲಾ ಆರೋಗ್ಯ ತಪಾಸಣೆ ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ನೋಡಿ',
  'home.lessPrice.explore': 'ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ನೋಡಿ',
} as const satisfies Translation<EnglishAreas['home']>;
