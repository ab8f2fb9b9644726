import { afterEach, describe, expect, it, vi } from 'vitest';
import { withNumbersMasked } from '../../demo/api/http/log-safe-error';
import { homeAddress, me } from './support/booking';
import { notePersonalData, personalDataIn, personalDataSent, takeLoggedLines, throwOnPersonalDataInLog } from './support/personal-data-scan';

/**
 * The check every API file ends with (tests/api/setup.ts): a check that cannot fail proves
 * nothing, so here leaking lines are fed to it and it must fail on each.
 */
afterEach(() => {
  // What these tests log on purpose is not the server's: the file's own check must not see it.
  takeLoggedLines();
});

describe('the log check of the API files', () => {
  it.each(['9876543210', '+919876543210', '+91 98765 43210', '91-9876543210', '09876543210', '98765-43210', 'to 6000012345.'])(
    'finds a full mobile number written as %s, and none once the server masked it',
    (number) => {
      expect(personalDataIn(`SMS to ${number} not sent`, [])).toBe('a full phone number');
      expect(personalDataIn(withNumbersMasked(`SMS to ${number} not sent`), [])).toBeUndefined();
    },
  );

  it.each([
    'SMS to 98xxxxxx10:',
    'GET "/api/v1/cart/98xxxxxx10" failed',
    'at 1893984600000 ms',
    'pin code 560003, 12345 slots, 5987654321 is not a mobile number',
    'Booking LAB-2030-0108-0042 (booked) not sent: SmsRefused',
  ])('lets a line with no full mobile number pass: %s', (line) => {
    expect(personalDataIn(line, [])).toBeUndefined();
  });

  it('looks for the names and address parts that tests send to the people and address calls', () => {
    notePersonalData('/api/v1/booking/people', { ...me, name: '  Meera   Rao ' });
    notePersonalData('/api/v1/booking/addresses', { ...homeAddress, landmark: 'Opposite the temple' });
    notePersonalData('/api/v1/booking/people', { name: 'x' });
    notePersonalData('/api/v1/booking/people', { name: 'xxxxxxxx' });
    notePersonalData('/api/v1/cart/add', { name: 'Ignored Name' });

    expect([...personalDataSent()]).toEqual(expect.arrayContaining(['Meera Rao', homeAddress.line1, homeAddress.area, 'Opposite the temple']));
    expect([...personalDataSent()]).not.toEqual(expect.arrayContaining(['x']));
    expect([...personalDataSent()]).not.toContain('xxxxxxxx');
    expect([...personalDataSent()]).not.toContain('Ignored Name');
    expect(personalDataIn(`Booking for Meera Rao failed`)).toBe('the name or address part "Meera Rao"');
    expect(personalDataIn(`cancelled: moved to ${homeAddress.line1}`)).toBe(`the name or address part "${homeAddress.line1}"`);
    expect(personalDataIn('SMS to 98xxxxxx10: 123456 is your login code.')).toBeUndefined();
  });

  it('keeps a line the server logs even while a test silences that console method', () => {
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      console.error('Booking SMS (booked) of LAB-1 to', 9876543210, 'not sent');
      expect(silenced).toHaveBeenCalledOnce();
    } finally {
      silenced.mockRestore();
    }
    expect(takeLoggedLines()).toContain('Booking SMS (booked) of LAB-1 to 9876543210 not sent');
  });

  it('fails naming the line when one holds a number, and passes when none does', () => {
    const silenced = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      console.warn('Database back after 1.2 s.');
      expect(() => throwOnPersonalDataInLog()).not.toThrow();

      console.warn('Database back after 1.2 s.');
      console.warn(Object.assign(new Error('duplicate key'), { detail: 'Key (phone_number)=(9886012345) already exists.' }));
      expect(() => throwOnPersonalDataInLog()).toThrow(/a full phone number in: .*9886012345/);
    } finally {
      silenced.mockRestore();
    }
    // Taken by the failed check: the next check starts clean.
    expect(() => throwOnPersonalDataInLog()).not.toThrow();
  });
});
