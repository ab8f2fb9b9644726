import type { Booking } from '../../../../domain/booking';
import { useCheckoutEvents } from '../../../../elementRuntime/events/checkoutEvents';

/**
 * `lab-refund` for a cancelled booking, in GA4's `refund` shape: its number as `transaction_id`,
 * one item per test and person (as its `lab-purchase` counted them), `value` the tests' total.
 * A booking's answer names no category; GA4 matches a refund to its purchase by the transaction.
 */
export function useRefundEvent(): (booking: Booking) => void {
  const fireBookingEvent = useCheckoutEvents();
  return (booking) =>
    fireBookingEvent(
      'lab-refund',
      booking.items.map((item) => ({ _id: item.testId, name: item.name, category: '', price: item.price })),
      { transaction_id: booking.number },
    );
}
