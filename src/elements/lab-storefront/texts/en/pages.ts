/** Screen titles of product §2, one per route. */
export const pages = {
  'pages.cart.title': 'Your Cart',
  'pages.checkups.title': 'Health Checkup Packages',
  'pages.exclusive.title': 'Exclusive Packages',
  'pages.product.title': 'Test details',
  'pages.singleTests.title': 'Single Tests',
  'pages.womenCare.title': 'Women Care Health Packages',
  'pages.menCare.title': 'Men Care Health Packages',
  'pages.specialCare.title': 'Special Care Packages',
  'pages.vitalOrgan.title': 'Vital Organ Health Checkups',
  'pages.lifestyle.title': 'Lifestyle Health Checkups',
  'pages.sitemap.title': 'Sitemap',
  'pages.privacy.title': 'Privacy Policy',
  'pages.myData.title': 'My data',
  'pages.terms.title': 'Terms and Conditions',
  'pages.error.title': 'Oops! Something went wrong',
  'pages.checkout.title': 'Book a home collection',
  'pages.bookings.title': 'My bookings',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    pages: typeof pages;
  }
}
