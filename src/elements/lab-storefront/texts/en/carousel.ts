/** Texts of the carousels of Home's lower half, which load with them. */
export const carousel = {
  'carousel.roleDescription': 'carousel',
  'carousel.slide': 'slide',
  'carousel.slideOf': '{number} of {count}',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.pause': 'Pause automatic slide show',
  'carousel.play': 'Start automatic slide show',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    carousel: typeof carousel;
  }
}
