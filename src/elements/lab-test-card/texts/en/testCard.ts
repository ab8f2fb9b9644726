/** Texts of the article's test card that the store's own cards do not show. */
export const testCard = {
  'testCard.loading': 'Loading the test…',
  'testCard.homeCollection': 'Home sample collection',
  'testCard.reportsIn': 'Reports in {time}',
  'testCard.unavailable': 'This test could not be shown. Reloading the page usually fixes it.',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    testCard: typeof testCard;
  }
}
