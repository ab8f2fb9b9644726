/** Texts of the login panel (product §4, §5, §8). */
export const login = {
  'login.title': 'Login',
  'login.close': 'Close',
  'login.intro': 'Log in with your mobile number to book tests and see your cart.',
  'login.phone.label': 'Mobile number',
  'login.phone.hint': '10-digit number, we will send you a one-time password',
  'login.phone.invalid': 'Please enter a valid 10-digit phone number',
  'login.sendOtp': 'Send OTP',
  'login.sending': 'Sending…',
  'login.otpSent': 'OTP sent successfully',
  'login.code.label': 'One-time password (OTP)',
  'login.code.sentTo': 'Enter the 6-digit code sent to +91 {phone}',
  'login.code.invalid': 'Please enter a valid 6-digit OTP',
  'login.verify': 'Verify OTP',
  'login.verifying': 'Verifying…',
  'login.changeNumber': 'Change Number',
  'login.resend': 'Resend OTP',
  'login.resendIn': 'Resend OTP in {seconds}s',
  'login.success': 'Login successful!',
  'login.trust': 'Your number is only used to log you in and share your reports.',
  'login.phone.countryCode': '+91',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    login: typeof login;
  }
}
