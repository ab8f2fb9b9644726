import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the carousels of Home's lower half. */
export const carousel = {
  'carousel.roleDescription': 'ಸ್ಲೈಡ್ ಶೋ',
  'carousel.slide': 'ಸ್ಲೈಡ್',
  'carousel.slideOf': '{count} ರಲ್ಲಿ {number}',
  'carousel.previous': 'ಹಿಂದಿನ ಸ್ಲೈಡ್',
  'carousel.next': 'ಮುಂದಿನ ಸ್ಲೈಡ್',
  'carousel.pause': 'ಸ್ವಯಂಚಾಲಿತ ಸ್ಲೈಡ್ ಶೋ ನಿಲ್ಲಿಸಿ',
  'carousel.play': 'ಸ್ವಯಂಚಾಲಿತ ಸ್ಲೈಡ್ ಶೋ ಪ್ರಾರಂಭಿಸಿ',
} as const satisfies Translation<EnglishAreas['carousel']>;
