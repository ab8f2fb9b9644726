import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, kolkataToUtcStamp, visitCalendar } from '../../src/lib/visitCalendar';

const visit = {
  id: 'b-42',
  date: '2026-12-08',
  start: '07:00',
  end: '08:00',
  summary: 'Home sample collection, booking SD-1001',
  description: 'Tests: Lipid Profile, HbA1c\nFasting: only water after 21:00',
  location: '12, 3rd Cross; MG Road, Bengaluru 560001',
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('the calendar file of a booked visit', () => {
  it('is one VEVENT inside a VCALENDAR, every line ending in CRLF', () => {
    const ics = visitCalendar(visit, new Date('2026-12-06T20:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives the visit in UTC: 07:00–08:00 in Kolkata is 01:30–02:30 UTC', () => {
    const ics = visitCalendar(visit, new Date('2026-12-06T20:00:00Z'));
    expect(ics).toContain('\r\nDTSTART:20261208T013000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261208T023000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261206T200000Z\r\n');
  });

  it('moves an early morning visit to the UTC day before', () => {
    expect(kolkataToUtcStamp('2027-01-01', '05:00')).toBe('20261231T233000Z');
  });

  it('names the event by the booking id, so importing it again updates the same event', () => {
    expect(visitCalendar(visit)).toContain('\r\nUID:b-42@lab-storefront.booking\r\n');
  });

  it('escapes commas, semicolons, backslashes and line breaks in its texts', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const ics = unfold(visitCalendar(visit));
    expect(ics).toContain('LOCATION:12\\, 3rd Cross\\; MG Road\\, Bengaluru 560001\r\n');
    expect(ics).toContain('DESCRIPTION:Tests: Lipid Profile\\, HbA1c\\nFasting: only water after 21:00\r\n');
  });

  it('folds long lines at 75 octets without cutting a Kannada letter in two', () => {
    const kannada = `SUMMARY:${'ಮನೆಯಲ್ಲಿ ಮಾದರಿ ಸಂಗ್ರಹ '.repeat(6)}`;
    const folded = foldLine(kannada);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(kannada);
  });

  it('refuses a time it cannot read rather than write a wrong one', () => {
    expect(() => kolkataToUtcStamp('2026-12-08', 'morning')).toThrow(RangeError);
  });
});
