/** Texts of the pin-code availability check (product §2, §5, §8). */
export const pincode = {
  'pincode.label': 'Check home sample collection in your area',
  'pincode.placeholder': 'Enter 6-digit pin code',
  'pincode.hint': 'We collect samples at home in {count} areas of central Bengaluru, 7 days a week.',
  'pincode.submit': 'Check',
  'pincode.checking': 'Checking…',
  'pincode.invalid': 'Please enter a valid 6-digit pin code',
  'pincode.failed': 'Error checking service availability. Please try again.',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    pincode: typeof pincode;
  }
}
