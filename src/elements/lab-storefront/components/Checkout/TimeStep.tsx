import { useStore } from '@nanostores/react';
import { useT } from '../../../../i18n/useT';
import { $bookingHold } from '../../../../stores/bookingSlots';
import type { CheckoutScreen } from '../../../../stores/checkout';
import { BookingSlots } from '../BookingSlots/BookingSlots';
import { useStepContinue } from './useStepContinue';

/**
 * Step 3, "Pick a time": the time picker of the collection address's pin code, morning times only
 * when a test needs fasting; the held time goes on to the review.
 */
export function TimeStep({ checkout, pincode, onDone }: { checkout: CheckoutScreen; pincode: string; onDone: () => void }) {
  const t = useT();
  const fasting = useStore(checkout.$fasting);
  const hold = useStore($bookingHold).held;
  const holdRanOut = useStore(checkout.$holdRanOut);
  const { tried, clearTried, next } = useStepContinue(Boolean(hold), onDone);
  return (
    <div className="checkout-when">
      <BookingSlots pincode={pincode} fasting={fasting} onHoldChange={clearTried} />
      <div role="alert">
        {!hold && holdRanOut && <p className="message message--error">{t('bookingSlots.expired')}</p>}
        {!hold && !holdRanOut && tried && <p className="message message--error">{t('checkout.when.choose')}</p>}
      </div>
      <div className="checkout-step__actions">
        <button type="button" className="button" onClick={next}>{t('checkout.continue')}</button>
      </div>
    </div>
  );
}
