import type { Booking } from '../../../src/domain/booking';

/**
 * Bookings as the reference API answers them (interface §3, "Booking"): the account holder and
 * her father, a fasting package for both and a thyroid test for one, at 07:00 in Bengaluru.
 */
const me = { _id: 'p-me', name: 'Asha Rao', age: 34, gender: 'female', relation: 'self' } as const;
const father = { _id: 'p-dad', name: 'Ramesh Rao', age: 68, gender: 'male', relation: 'parent' } as const;

export function sampleBooking(fields: Partial<Booking> = {}): Booking {
  return {
    _id: 'bk-1',
    number: 'SD-26-0042',
    status: 'booked',
    date: '2026-12-08',
    start: '07:00',
    end: '08:00',
    address: { _id: 'a-1', line1: '12, 3rd Cross, Indiranagar', area: 'HAL 2nd Stage', landmark: 'Near the metro', city: 'Bengaluru', pincode: '560001' },
    items: [
      { testId: 'full-body', name: 'Basic Full Body Checkup', price: 999, person: me },
      { testId: 'full-body', name: 'Basic Full Body Checkup', price: 999, person: father },
      { testId: 'tsh', name: 'TSH', price: 249, person: father },
    ],
    collectionFee: 0,
    total: 2247,
    history: [{ status: 'booked', at: '2026-12-06T14:05:00.000Z' }],
    ...fields,
  };
}

/** The catalogue's answers for the sample's tests, for the preparation list. */
export const sampleBookingTests = {
  'full-body': { _id: 'full-body', name: 'Basic Full Body Checkup', category: 'Full Body Checkup', price: 999, fastingRequired: true, sampleType: 'Blood & Urine', reportTime: '48 hours' },
  tsh: { _id: 'tsh', name: 'TSH', category: 'Thyroid', price: 249, fastingRequired: false, sampleType: 'Blood', reportTime: '24 hours' },
} as const;
