import { commerceItem, commerceItemsDetail } from '../../../../analytics/commerceItem';
import type { Booking } from '../../../../domain/booking';
import { useFireLabEvent } from '../../../../elementRuntime/hostElement';
import { $partner } from '../../../../stores/partner';

/**
 * `lab-refund` for a cancelled booking, in GA4's `refund` shape: its number as `transaction_id`,
 * one item per test and person (as its `lab-purchase` counted them), `value` the tests' total.
 * The category is not part of a booking's answer; GA4 matches a refund by its transaction.
 */
export function useRefundEvent(): (booking: Booking) => void {
  const fire = useFireLabEvent();
  return (booking) => {
    const items = booking.items.map((item) => commerceItem({ _id: item.testId, name: item.name, category: '', price: item.price }));
    fire('lab-refund', { transaction_id: booking.number, ...commerceItemsDetail(items, $partner.get() || undefined) });
  };
}
