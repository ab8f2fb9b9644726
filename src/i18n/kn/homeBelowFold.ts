import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of Home's sections below the first screen (product §2 Home). */
export const homeBelowFold = {
  'homeBelowFold.banners.label': 'ಆಫರ್‌ಗಳು ಮತ್ತು ಅಪ್‌ಡೇಟ್‌ಗಳು',
  'homeBelowFold.offers.title': 'ವಿಶೇಷ ಆಫರ್‌ಗಳು',
  'homeBelowFold.offers.subtitle': 'ಹೆಚ್ಚು ಬುಕ್ ಆಗುವ ನಮ್ಮ ತಪಾಸಣೆಗಳಲ್ಲಿ 35% ವರೆಗೆ ಉಳಿಸಿ',
  'homeBelowFold.offers.viewAllLabel': 'ಎಲ್ಲಾ ವಿಶೇಷ ಆಫರ್‌ಗಳನ್ನು ನೋಡಿ',
  'homeBelowFold.offers.ribbon': 'ಸೀಮಿತ ಅವಧಿಯ ಆಫರ್',
  'homeBelowFold.offers.card.title': 'ಫುಲ್ ಬಾಡಿ ಚೆಕಪ್ + 1 ವಿಶೇಷ ಪ್ರೊಫೈಲ್ ಪರೀಕ್ಷೆ ಉಚಿತ',
  'homeBelowFold.offers.card.tests': '{count} ಪರೀಕ್ಷೆಗಳು',
  'homeBelowFold.offers.card.description':
    'ಹೃದಯ, ಲಿವರ್, ಕಿಡ್ನಿ, ಥೈರಾಯ್ಡ್, ಮಧುಮೇಹ ಮತ್ತು ವಿಟಮಿನ್ ಮಾರ್ಕರ್‌ಗಳು, ಜೊತೆಗೆ ನಿಮ್ಮ ಆಯ್ಕೆಯ ಒಂದು ವಿಶೇಷ ಪ್ರೊಫೈಲ್, ಯಾವುದೇ ಹೆಚ್ಚುವರಿ ವೆಚ್ಚವಿಲ್ಲದೆ.',
  'homeBelowFold.offers.card.knowMore': 'ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ',
  'homeBelowFold.offers.card.addToCart': 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'homeBelowFold.diy.badge': '25% ರಿಯಾಯಿತಿ',
  'homeBelowFold.diy.title': 'ನಿಮ್ಮದೇ ಪ್ಯಾಕೇಜ್ ರಚಿಸಿ',
  'homeBelowFold.diy.claim': '25% ರಿಯಾಯಿತಿ ಪಡೆಯಿರಿ',
  'homeBelowFold.diy.text': 'ನಿಮಗೆ ಬೇಕಾದ ಪರೀಕ್ಷೆಗಳನ್ನು ಮಾತ್ರ ಆರಿಸಿ, ಒಂದೊಂದಾಗಿ ಬುಕ್ ಮಾಡುವುದಕ್ಕಿಂತ ಕಡಿಮೆ ಪಾವತಿಸಿ.',
  'homeBelowFold.diy.start': 'ಈಗಲೇ ಪ್ರಾರಂಭಿಸಿ',
  'homeBelowFold.care.title': 'ಪ್ರತಿ ಅಗತ್ಯಕ್ಕೂ ಆರೋಗ್ಯ ಪ್ಯಾಕೇಜ್‌ಗಳು',
  'homeBelowFold.care.subtitle': 'ಜೀವನದ ಪ್ರತಿ ಹಂತ ಮತ್ತು ದೇಹದ ಪ್ರತಿ ವ್ಯವಸ್ಥೆಗಾಗಿ ವೈದ್ಯರು ರೂಪಿಸಿದ ತಪಾಸಣೆಗಳು',
  'homeBelowFold.care.from': '{price} ರಿಂದ ಆರಂಭ',
  'homeBelowFold.care.explore': '{group} ನೋಡಿ',
  'homeBelowFold.specialCare.subtitle': 'ಹಿರಿಯರು ಮತ್ತು ದೀರ್ಘಕಾಲದ ಕಾಯಿಲೆಗಳಿಗೆ ಹೆಚ್ಚುವರಿ ಆರೈಕೆ',
  'homeBelowFold.specialCare.viewAllLabel': 'ಎಲ್ಲಾ ವಿಶೇಷ ಆರೈಕೆ ಪ್ಯಾಕೇಜ್‌ಗಳನ್ನು ನೋಡಿ',
  'homeBelowFold.singleTests.title': 'ಜನಪ್ರಿಯ ಪ್ರತ್ಯೇಕ ಪರೀಕ್ಷೆಗಳು',
  'homeBelowFold.singleTests.subtitle': 'ನಿಮ್ಮ ವೈದ್ಯರು ಸೂಚಿಸಿದ ಪರೀಕ್ಷೆಯನ್ನು ಮಾತ್ರ ಬುಕ್ ಮಾಡಿ',
  'homeBelowFold.singleTests.viewAllLabel': 'ಎಲ್ಲಾ ಪ್ರತ್ಯೇಕ ಪರೀಕ್ಷೆಗಳನ್ನು ನೋಡಿ',
  'homeBelowFold.shelf.tests.one': '{count} ಪರೀಕ್ಷೆ ಒಳಗೊಂಡಿದೆ',
  'homeBelowFold.shelf.tests.other': '{count} ಪರೀಕ್ಷೆಗಳು ಒಳಗೊಂಡಿವೆ',
  'homeBelowFold.stats.title': 'ನೀವು ನಂಬಬಹುದಾದ ಆರೈಕೆ',
  'homeBelowFold.stats.percent': '{value}%',
  'homeBelowFold.stats.reports': 'ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ ವರದಿ ವಿತರಣೆ',
  'homeBelowFold.stats.collections': 'ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ಸ್ಯಾಂಪಲ್ ಸಂಗ್ರಹ',
  'homeBelowFold.stats.reviews': 'ಗ್ರಾಹಕರ ಸಕಾರಾತ್ಮಕ ವಿಮರ್ಶೆಗಳು',
  'homeBelowFold.stats.assurance':
    'ಪ್ರತಿ ಸ್ಯಾಂಪಲ್ ಅನ್ನು ತರಬೇತಿ ಪಡೆದ ಫ್ಲೆಬೋಟೊಮಿಸ್ಟ್‌ಗಳು ಸೀಲ್ ಮಾಡಿದ, ಒಮ್ಮೆ ಮಾತ್ರ ಬಳಸುವ ಕಿಟ್‌ಗಳಿಂದ ಸಂಗ್ರಹಿಸುತ್ತಾರೆ, ಮತ್ತು ನಮ್ಮ ಪಾಲುದಾರ ಪ್ರಯೋಗಾಲಯಗಳು ಪರೀಕ್ಷಿಸುತ್ತವೆ.',
  'homeBelowFold.stats.accreditation': 'ಮಾನ್ಯತೆ: {accreditation}.',
  'homeBelowFold.ads.label': 'ಪಾಲುದಾರರ ಆಫರ್‌ಗಳು',
} as const satisfies Translation<EnglishAreas['homeBelowFold']>;
