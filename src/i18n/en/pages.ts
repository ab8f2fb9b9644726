/** Screen titles of spec §2, one per route. */
export const pages = {
  'page.cart.title': 'Your Cart',
  'page.checkups.title': 'Health Checkup Packages',
  'page.exclusive.title': 'Exclusive Packages',
  'page.product.title': 'Test details',
  'page.singleTests.title': 'Single Tests',
  'page.womenCare.title': 'Women Care Health Packages',
  'page.menCare.title': 'Men Care Health Packages',
  'page.specialCare.title': 'Special Care Packages',
  'page.vitalOrgan.title': 'Vital Organ Health Checkups',
  'page.lifestyle.title': 'Lifestyle Health Checkups',
  'page.sitemap.title': 'Sitemap',
  'page.privacy.title': 'Privacy Policy',
  'page.terms.title': 'Terms and Conditions',
  'page.error.title': 'Oops! Something went wrong',
} as const;
