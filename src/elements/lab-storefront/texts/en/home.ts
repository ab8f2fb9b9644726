/** Texts of the Home screen (product §2 Home). */
export const home = {
  'home.viewAll': 'View All',
  'home.hero.eyebrow': 'Health checkups in Bengaluru',
  'home.hero.title': 'Lab tests at home, reports you can trust',
  'home.hero.lead':
    'Book health checkups and lab tests online. A trained phlebotomist collects your sample at home, and most reports reach you within 24 hours.',
  'home.hero.promise.collection': 'Home sample collection',
  'home.hero.promise.offers': 'Save up to 35% on offers',
  'home.hero.promise.reports': 'Most reports in 24 hours',
  'home.hero.imageAlt': 'Illustration of a lab report, a blood sample tube and a home: lab tests with home sample collection',
  'home.ticker.label': 'Highlights',
  'home.ticker.collection': 'Home sample collection in {count} areas of central Bengaluru',
  'home.ticker.customPackage': 'Make your own package: Get 25% OFF',
  'home.ticker.offers': 'Save up to 35% on health checkup offers',
  'home.ticker.reports': 'Digital reports in 24 hours',
  'home.ticker.seniors': 'Senior Citizen Care: 92 tests for parents over 60',
  'home.ticker.pause': 'Pause scrolling highlights',
  'home.ticker.play': 'Resume scrolling highlights',
  'home.lessPrice.title': 'Less Price & More Tests - Choose Packages',
  'home.lessPrice.subtitle': 'Popular packages at prices that make yearly checkups easy',
  'home.lessPrice.viewAllLabel': 'View all health checkup packages',
  'home.lessPrice.explore': 'See packages',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    home: typeof home;
  }
}
