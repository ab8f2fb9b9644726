import { describe, expect, it } from 'vitest';
import { readConfig } from '../../demo/api/config';

describe('the booking settings', () => {
  it('are 3 places a time, a 10-minute hold and no operator calls, unless set', () => {
    expect(readConfig({}).booking).toEqual({ slotCapacity: 3, holdSeconds: 600, operatorToken: undefined });
    const token = 'a'.repeat(32);
    expect(readConfig({ SLOT_CAPACITY: '5', BOOKING_HOLD_SECONDS: '300', OPERATOR_TOKEN: token }).booking).toEqual({
      slotCapacity: 5,
      holdSeconds: 300,
      operatorToken: token,
    });
  });

  it.each([
    [{ SLOT_CAPACITY: '0' }, /^SLOT_CAPACITY must be a positive whole number/],
    [{ BOOKING_HOLD_SECONDS: '10m' }, /^BOOKING_HOLD_SECONDS must be a positive whole number/],
    [{ OPERATOR_TOKEN: 'secret' }, /^OPERATOR_TOKEN must be at least 32 characters/],
  ])('refuse %j, naming the setting', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
