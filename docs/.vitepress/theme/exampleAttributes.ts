import { languages } from '../../../src/i18n/languages';

/**
 * What the live examples set beyond the defaults, per tag: the values a real page would give
 * (the demo's own). An element not named here is shown with no attributes.
 */
export const exampleAttributes: Record<string, Record<string, string>> = {
  'lab-storefront': {
    'support-phone': '+91 80 4718 2200',
    'support-email': 'care@lab.example',
    'whatsapp-number': '+91 98860 12345',
    address: '42, Sampige Road, Malleswaram, Bengaluru 560003',
  },
  'lab-header': { 'store-url': '/' },
  'lab-cart-badge': { 'store-url': '/' },
  'lab-search-box': { 'store-url': '/' },
  'lab-test-card': { 'test-id': 'thyroid-profile-total', 'store-url': '/' },
  'lab-package-compare': { 'test-ids': 'full-body-basic,full-body-advanced', 'store-url': '/' },
};

/** The "themed" look of the examples: another brand's tokens, as a partner page would set them. */
export const exampleTheme: Record<string, string> = {
  '--lab-color-primary': '#3730a3',
  '--lab-color-primary-strong': '#312e81',
  '--lab-color-primary-soft': '#e0e7ff',
  '--lab-color-accent': '#be185d',
  '--lab-radius': '4px',
  '--lab-radius-small': '2px',
  '--lab-font-family': "Georgia, 'Noto Serif', serif",
};

/** The languages the examples can speak: the store's own list, each named in its own script. */
export const exampleLanguages = Object.entries(languages).map(([code, language]) => ({ code, name: language.name }));
