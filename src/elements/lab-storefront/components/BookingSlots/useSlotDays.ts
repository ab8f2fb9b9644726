import { useEffect, useState } from 'react';
import type { SlotDay } from '../../../../domain/booking';
import type { Phrase } from '../../../../i18n';
import { fetchBookingSlots } from '../../../../stores/bookingSlots';

interface SlotDaysRead {
  key: string;
  days?: SlotDay[];
  failure?: Phrase;
}

/**
 * The days and their places, read when the step shows and again by `reread` (after a time was
 * taken meanwhile, or a hold ran out). A reread keeps the times on screen until the new counts
 * arrive, so the radio group, and the focus in it, stay where they are.
 */
export function useSlotDays(pincode: string, from: string, fasting: boolean) {
  const key = `${pincode}/${from}/${fasting}`;
  const [read, setRead] = useState<SlotDaysRead>({ key });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void fetchBookingSlots(pincode, from, fasting).then((outcome) => {
      if (!current) return;
      setRead((before) =>
        outcome.ok
          ? { key, days: outcome.value }
          : { key, days: before.key === key ? before.days : undefined, failure: outcome.message },
      );
    });
    return () => {
      current = false;
    };
  }, [key, round, pincode, from, fasting]);
  const shown = read.key === key ? read : { key };
  return { ...shown, loading: !shown.days && !shown.failure, reread: () => setRound((count) => count + 1) };
}
