/** Texts of the header: its strip, account menu and catalogue navigation. */
export const header = {
  'header.strip': 'Home sample collection in {count} areas of central Bengaluru · 6 am to 6 pm, all days',
  'header.callUs': 'Call {phone}',
  'header.catalogueNav': 'Test categories',
  'header.login': 'Login',
  'header.account': 'My account',
  'header.signedIn': 'You are logged in',
  'header.myCart': 'My cart',
  'header.myBookings': 'My bookings',
  'header.logout': 'Logout',
  'header.myData': 'My data',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    header: typeof header;
  }
}
