/** Texts of the listing screens and test cards (product §2, §8). */
export const catalogue = {
  'catalogue.listing.intro.checkups': 'Complete health checkups at honest prices, with home sample collection.',
  'catalogue.listing.intro.exclusive': 'Our best-value packages, available only at Sanjeevani Diagnostics.',
  'catalogue.listing.intro.singleTests': 'Book just the test your doctor asked for.',
  'catalogue.listing.intro.womenCare': 'Checkups designed for every stage of a woman’s life.',
  'catalogue.listing.intro.menCare': 'Checkups that look after heart, hormones and long-term health.',
  'catalogue.listing.intro.specialCare': 'Focused packages for ongoing conditions and senior care.',
  'catalogue.listing.intro.vitalOrgan': 'Check how your heart, liver, kidneys, lungs and thyroid are doing.',
  'catalogue.listing.intro.lifestyle': 'Tests for the effects of diet, stress, sleep and habits.',
  'catalogue.listing.empty.category': 'No tests available in this category',
  'catalogue.listing.empty.exclusive': 'No exclusive packages available',
  'catalogue.listing.empty.singleTests': 'No single tests available',
  'catalogue.listing.empty.specialCare': 'No special care packages available',
  'catalogue.listing.tabs.label': 'Categories',
  'catalogue.listing.count.one': '{count} test',
  'catalogue.listing.count.other': '{count} tests',
  'catalogue.loadFailed.title': 'This could not be loaded',
  'catalogue.loadFailed.retry': 'Retry',
  'catalogue.card.includes.one': '{count} test included',
  'catalogue.card.includes.other': '{count} tests included',
  'catalogue.card.fasting': 'Fasting',
  'catalogue.card.reportTime': 'Reports in',
  'catalogue.card.viewDetails': 'View details',
  'catalogue.card.viewDetailsOf': 'View details of {name}',
  'catalogue.fasting.required': 'Required',
  'catalogue.fasting.notRequired': 'Not Required',
  'catalogue.addToCart.button': 'Add to cart',
  'catalogue.addToCart.buttonFor': 'Add to cart: {name}',
  'catalogue.addToCart.adding': 'Adding…',
  'catalogue.addToCart.addingFor': 'Adding {name} to cart…',
  'catalogue.addToCart.loginRequired': 'Please login to add items to cart',
  'catalogue.addToCart.login': 'Login',
  'catalogue.toast.dismiss': 'Dismiss message',
  'catalogue.banner.alt': 'Current offer from Sanjeevani Diagnostics',
} as const;

declare module './index' {
  interface EnglishAreas {
    catalogue: typeof catalogue;
  }
}
