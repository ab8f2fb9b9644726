import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the carousels of Home's lower half. */
export const carousel = {
  'carousel.roleDescription': 'स्लाइड शो',
  'carousel.slide': 'स्लाइड',
  'carousel.slideOf': '{count} में से {number}',
  'carousel.previous': 'पिछली स्लाइड',
  'carousel.next': 'अगली स्लाइड',
  'carousel.pause': 'अपने-आप चलने वाला स्लाइड शो रोकें',
  'carousel.play': 'अपने-आप चलने वाला स्लाइड शो शुरू करें',
} as const satisfies Translation<EnglishAreas['carousel']>;
