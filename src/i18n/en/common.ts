/** Texts shared by several screens and widgets. */
export const common = {
  'brand.logoAlt': 'Sanjeevani Diagnostics home',
  'nav.home': 'Home',
  'loading': 'Loading…',
  'screenLoadFailed.title': 'This page could not be loaded',
  'screenLoadFailed.text': 'Part of the store did not arrive, perhaps because the connection dropped or the site was just updated. Reloading the page usually fixes it.',
  'screenLoadFailed.reload': 'Reload page',
  'money.original': 'Original price',
  'money.price': 'Price',
  'money.saving': 'Save {amount}',
  'money.percentOff': '{percent}% off',
  'session.ended': 'Please login to continue',
  'session.login': 'Login',
} as const;
