/** Messages of product §8 for the server calls, chosen in one place: src/api/callMessages.ts. */
export const api = {
  'api.sendOtp.failed': 'Failed to send OTP',
  'api.sendOtp.error': 'Error sending OTP. Please try again.',
  'api.verifyOtp.failed': 'Invalid OTP',
  'api.verifyOtp.error': 'Error verifying OTP. Please try again.',
  'api.resendOtp.succeeded': 'OTP resent successfully!',
  'api.resendOtp.failed': 'Failed to resend OTP',
  'api.resendOtp.error': 'Error resending OTP. Please try again.',
  'api.addToCart.succeeded': 'Item added to cart successfully!',
  'api.addToCart.failed': 'Failed to add item to cart',
  'api.addToCart.error': 'Error adding item to cart',
  'api.removeFromCart.failed': 'Failed to remove item from cart',
  'api.removeFromCart.error': 'Error removing item from cart',
  'api.load.failed': 'We could not load this right now. Please try again.',
  'api.load.error': 'We could not reach the server. Check your connection and try again.',
} as const;

declare module './index' {
  interface EnglishAreas {
    api: typeof api;
  }
}
