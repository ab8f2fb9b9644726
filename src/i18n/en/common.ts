/** Texts shared by several screens and widgets. */
export const common = {
  'common.brand.logoAlt': 'Sanjeevani Diagnostics home',
  'common.nav.home': 'Home',
  'common.loading': 'Loading…',
  'common.screenLoadFailed.title': 'This page could not be loaded',
  'common.screenLoadFailed.text': 'Part of the store did not arrive, perhaps because the connection dropped or the site was just updated. Reloading the page usually fixes it.',
  'common.screenLoadFailed.reload': 'Reload page',
  'common.money.original': 'Original price',
  'common.money.price': 'Price',
  'common.money.saving': 'Save {amount}',
  'common.money.percentOff': '{percent}% off',
  'common.session.ended': 'Please login to continue',
  'common.session.login': 'Login',
} as const;

declare module './index' {
  interface EnglishAreas {
    common: typeof common;
  }
}
