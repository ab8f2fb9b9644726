import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of a listing's sort and filter. */
export const listingChoices = {
  'listingChoices.group': 'ವಿಂಗಡಣೆ ಮತ್ತು ಫಿಲ್ಟರ್',
  'listingChoices.sortBy': 'ಹೀಗೆ ವಿಂಗಡಿಸಿ',
  'listingChoices.sort.catalogue': 'ಶಿಫಾರಸು ಮಾಡಿದ ಕ್ರಮ',
  'listingChoices.sort.priceAscending': 'ಬೆಲೆ: ಕಡಿಮೆಯಿಂದ ಹೆಚ್ಚು',
  'listingChoices.sort.priceDescending': 'ಬೆಲೆ: ಹೆಚ್ಚಿನಿಂದ ಕಡಿಮೆ',
  'listingChoices.noFasting': 'ಉಪವಾಸದ ಅಗತ್ಯವಿಲ್ಲ',
  'listingChoices.countNoFasting.one': 'ಉಪವಾಸದ ಅಗತ್ಯವಿಲ್ಲದ {count} ಪರೀಕ್ಷೆ',
  'listingChoices.countNoFasting.other': 'ಉಪವಾಸದ ಅಗತ್ಯವಿಲ್ಲದ {count} ಪರೀಕ್ಷೆಗಳು',
  'listingChoices.sorted.priceAscending': '{list}, ಕಡಿಮೆ ಬೆಲೆಯವು ಮೊದಲು',
  'listingChoices.sorted.priceDescending': '{list}, ಹೆಚ್ಚು ಬೆಲೆಯವು ಮೊದಲು',
  'listingChoices.emptyNoFasting': 'ಈ ಪಟ್ಟಿಯ ಎಲ್ಲಾ ಪರೀಕ್ಷೆಗಳಿಗೂ ಉಪವಾಸ ಅಗತ್ಯ.',
  'listingChoices.showAll': 'ಎಲ್ಲಾ ಪರೀಕ್ಷೆಗಳನ್ನು ತೋರಿಸಿ',
} as const satisfies Translation<EnglishAreas['listingChoices']>;
