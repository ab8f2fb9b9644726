import type { MessageKey } from '../i18n';

/**
 * Product §8, in one place: what each call shows when the server says no (`failed`; the server's own
 * `message` first where the spec says so) and when no answer arrives at all (`error`).
 */
export interface CallMessages {
  failed: MessageKey;
  error: MessageKey;
  preferServerMessage: boolean;
}

export const callMessages = {
  sendOtp: { failed: 'api.sendOtp.failed', error: 'api.sendOtp.error', preferServerMessage: true },
  resendOtp: {
    failed: 'api.resendOtp.failed',
    error: 'api.resendOtp.error',
    preferServerMessage: true,
  },
  verifyOtp: {
    failed: 'api.verifyOtp.failed',
    error: 'api.verifyOtp.error',
    preferServerMessage: true,
  },
  addToCart: {
    failed: 'api.addToCart.failed',
    error: 'api.addToCart.error',
    preferServerMessage: true,
  },
  removeFromCart: {
    failed: 'api.removeFromCart.failed',
    error: 'api.removeFromCart.error',
    preferServerMessage: false,
  },
  myData: { failed: 'myData.loadFailed', error: 'myData.loadError', preferServerMessage: false },
  withdrawConsent: { failed: 'myData.withdraw.failed', error: 'myData.withdraw.error', preferServerMessage: true },
  deleteAccount: { failed: 'myData.delete.failed', error: 'myData.delete.error', preferServerMessage: true },
  load: { failed: 'api.load.failed', error: 'api.load.error', preferServerMessage: false },
  bookingSlots: {
    failed: 'bookingSlots.loadFailed',
    error: 'bookingSlots.loadError',
    preferServerMessage: true,
  },
  bookingHold: {
    failed: 'bookingSlots.holdFailed',
    error: 'bookingSlots.holdError',
    preferServerMessage: true,
  },
  bookingRelease: {
    failed: 'bookingSlots.holdFailed',
    error: 'bookingSlots.holdError',
    preferServerMessage: false,
  },
  /** A change of a booking the server refuses (not 'booked' any more, a hold run out) says why in English. */
  rescheduleBooking: {
    failed: 'bookings.reschedule.failed',
    error: 'bookings.reschedule.error',
    preferServerMessage: true,
  },
  cancelBooking: { failed: 'bookings.cancel.failed', error: 'bookings.cancel.error', preferServerMessage: true },
} as const satisfies Record<string, CallMessages>;
