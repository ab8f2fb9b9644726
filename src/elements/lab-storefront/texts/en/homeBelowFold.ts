/** Texts of Home's sections below the first screen (product §2 Home), which load with them. */
export const homeBelowFold = {
  'homeBelowFold.banners.label': 'Offers and updates',
  'homeBelowFold.offers.title': 'Special Offers',
  'homeBelowFold.offers.subtitle': 'Save up to 35% on our most booked checkups',
  'homeBelowFold.offers.viewAllLabel': 'View all special offers',
  'homeBelowFold.offers.ribbon': 'Limited-time offer',
  'homeBelowFold.offers.card.title': 'Full Body Checkup + 1 Special Profile Test FREE',
  'homeBelowFold.offers.card.tests': '{count} tests',
  'homeBelowFold.offers.card.description':
    'Heart, liver, kidney, thyroid, diabetes and vitamin markers, plus one special profile of your choice at no extra cost.',
  'homeBelowFold.offers.card.knowMore': 'Know More',
  'homeBelowFold.offers.card.addToCart': 'ADD TO CART',
  'homeBelowFold.diy.badge': '25% OFF',
  'homeBelowFold.diy.title': 'Make Your Own Package',
  'homeBelowFold.diy.claim': 'Get 25% OFF',
  'homeBelowFold.diy.text': 'Pick only the tests you need and pay less than booking them one by one.',
  'homeBelowFold.diy.start': 'Start Now',
  'homeBelowFold.care.title': 'Health packages for every need',
  'homeBelowFold.care.subtitle': 'Checkups designed by doctors for each stage and system of the body',
  'homeBelowFold.care.from': 'From {price}',
  'homeBelowFold.care.explore': 'Explore {group}',
  'homeBelowFold.specialCare.subtitle': 'Extra care for seniors and long-term conditions',
  'homeBelowFold.specialCare.viewAllLabel': 'View all special care packages',
  'homeBelowFold.singleTests.title': 'Popular Single Tests',
  'homeBelowFold.singleTests.subtitle': 'Book just the test your doctor asked for',
  'homeBelowFold.singleTests.viewAllLabel': 'View all single tests',
  'homeBelowFold.shelf.tests.one': '{count} test included',
  'homeBelowFold.shelf.tests.other': '{count} tests included',
  'homeBelowFold.stats.title': 'Care you can count on',
  'homeBelowFold.stats.percent': '{value}%',
  'homeBelowFold.stats.reports': 'On-time report delivery',
  'homeBelowFold.stats.collections': 'Timely sample collections',
  'homeBelowFold.stats.reviews': 'Positive customer reviews',
  'homeBelowFold.stats.assurance':
    'Every sample is collected by trained phlebotomists using sealed, single-use kits, and tested by our partner laboratories.',
  'homeBelowFold.stats.accreditation': 'Accreditation: {accreditation}.',
  'homeBelowFold.ads.label': 'Partner offers',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    homeBelowFold: typeof homeBelowFold;
  }
}
