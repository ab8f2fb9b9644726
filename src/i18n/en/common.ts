/** Texts shared by several screens and widgets. */
export const common = {
  'brand.name': 'Sanjeevani Diagnostics',
  'brand.tagline': 'Accurate lab tests with free home sample collection',
  'brand.logoAlt': 'Sanjeevani Diagnostics home',
  'nav.home': 'Home',
  'loading': 'Loading…',
  'money.original': 'Original price',
  'money.price': 'Price',
  'money.saving': 'Save {amount}',
  'money.percentOff': '{percent}% off',
} as const;
