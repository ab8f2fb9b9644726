// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bookingDates,
  canMoveTo,
  collectionFee,
  isCalendarDate,
  isTimeOffered,
  kolkataDate,
  kolkataInstant,
  needsGuardianConsent,
  parseSlotId,
  SLOT_STARTS,
  slotEnd,
  slotId,
} from '../../src/domain/booking';

/** 2026-12-07 08:30 in Kolkata is 03:00 UTC. */
const morningInKolkata = new Date('2026-12-07T03:00:00Z');

describe('the times offered', () => {
  it('are twelve one-hour times from 06:00–07:00 to 17:00–18:00', () => {
    expect(SLOT_STARTS).toHaveLength(12);
    expect(SLOT_STARTS[0]).toBe('06:00');
    expect(SLOT_STARTS.at(-1)).toBe('17:00');
    expect(slotEnd('06:00')).toBe('07:00');
    expect(slotEnd('17:00')).toBe('18:00');
  });

  it('are on today and the next 6 days, dated in Kolkata', () => {
    // 20:00 UTC is already the next day in Kolkata (01:30).
    expect(kolkataDate(new Date('2026-12-06T20:00:00Z'))).toBe('2026-12-07');
    expect(bookingDates(morningInKolkata)).toEqual([
      '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13',
    ]);
    expect(kolkataInstant('2026-12-07', '06:00').toISOString()).toBe('2026-12-07T00:30:00.000Z');
  });

  it('today, start at least 2 hours ahead', () => {
    expect(isTimeOffered('2026-12-07', '10:00', morningInKolkata, false)).toBe(false);
    expect(isTimeOffered('2026-12-07', '11:00', morningInKolkata, false)).toBe(true);
    expect(isTimeOffered('2026-12-07', '10:00', new Date('2026-12-07T02:30:00Z'), false)).toBe(true);
  });

  it('never include a past day or a day after the seventh', () => {
    expect(isTimeOffered('2026-12-06', '17:00', morningInKolkata, false)).toBe(false);
    expect(isTimeOffered('2026-12-13', '17:00', morningInKolkata, false)).toBe(true);
    expect(isTimeOffered('2026-12-14', '06:00', morningInKolkata, false)).toBe(false);
  });

  it('when a test needs fasting, start before 11:00', () => {
    expect(isTimeOffered('2026-12-08', '10:00', morningInKolkata, true)).toBe(true);
    expect(isTimeOffered('2026-12-08', '11:00', morningInKolkata, true)).toBe(false);
    expect(isTimeOffered('2026-12-08', '11:00', morningInKolkata, false)).toBe(true);
  });

  it('are named by ids that name only real days and offered times', () => {
    expect(slotId('2026-12-08', '06:00')).toBe('2026-12-08T06:00');
    expect(parseSlotId('2026-12-08T06:00')).toEqual({ date: '2026-12-08', start: '06:00' });
    expect(parseSlotId('2026-12-08T18:00')).toBeUndefined();
    expect(parseSlotId('2026-02-30T06:00')).toBeUndefined();
    expect(parseSlotId('tomorrow')).toBeUndefined();
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });
});

describe('the home collection fee', () => {
  it('is ₹100 for orders under ₹500 and free from ₹500', () => {
    expect(collectionFee(0)).toBe(100);
    expect(collectionFee(499)).toBe(100);
    expect(collectionFee(500)).toBe(0);
    expect(collectionFee(2_400)).toBe(0);
  });
});

describe('a person', () => {
  it("under 18 needs a parent's or guardian's consent too", () => {
    expect(needsGuardianConsent(17)).toBe(true);
    expect(needsGuardianConsent(0)).toBe(true);
    expect(needsGuardianConsent(18)).toBe(false);
  });
});

describe("a booking's status", () => {
  it('moves booked → assigned → collected → reported, one step at a time', () => {
    expect(canMoveTo('booked', 'assigned')).toBe(true);
    expect(canMoveTo('assigned', 'collected')).toBe(true);
    expect(canMoveTo('collected', 'reported')).toBe(true);
    expect(canMoveTo('booked', 'collected')).toBe(false);
    expect(canMoveTo('reported', 'booked')).toBe(false);
    expect(canMoveTo('assigned', 'assigned')).toBe(false);
  });

  it('can be cancelled until the sample is collected, and never leaves cancelled', () => {
    expect(canMoveTo('booked', 'cancelled')).toBe(true);
    expect(canMoveTo('assigned', 'cancelled')).toBe(true);
    expect(canMoveTo('collected', 'cancelled')).toBe(false);
    expect(canMoveTo('cancelled', 'booked')).toBe(false);
    expect(canMoveTo('cancelled', 'assigned')).toBe(false);
  });
});
