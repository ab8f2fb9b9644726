import { kolkataInstant } from '../domain/booking';

/**
 * A booked home collection as an iCalendar file (RFC 5545) that the visitor's calendar app
 * imports: one VEVENT with its times in UTC, so no app has to know Asia/Kolkata. Built in the
 * browser from the booking the confirmation already shows; nothing is sent anywhere.
 */
export interface CalendarVisit {
  /** The booking's id: it makes the event's UID, so a second import updates the same event. */
  id: string;
  /** Day of the visit in Asia/Kolkata, `YYYY-MM-DD`. */
  date: string;
  /** Start and end of the visit in Asia/Kolkata, `HH:MM`. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;
const UID_DOMAIN = 'lab-storefront.booking';

/** `20261207T013000Z`: the UTC instant of a date and time on the Kolkata wall clock. */
export function kolkataToUtcStamp(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) {
    throw new RangeError(`Not a date and time: ${date} ${time}`);
  }
  return utcStamp(kolkataInstant(date, time));
}

export function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets of UTF-8, never inside a character (Kannada is 3 octets each). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line starts with one space, which counts towards its 75.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole `.ics` text, CRLF line ends as RFC 5545 requires. `now` stamps it (DTSTAMP). */
export function visitCalendar(visit: CalendarVisit, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sanjeevani Diagnostics//Lab storefront//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.id}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${kolkataToUtcStamp(visit.date, visit.start)}`,
    `DTEND:${kolkataToUtcStamp(visit.date, visit.end)}`,
    `SUMMARY:${escapeText(visit.summary)}`,
    `DESCRIPTION:${escapeText(visit.description)}`,
    `LOCATION:${escapeText(visit.location)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    // A reminder the evening before: a fasting test means no dinner after a certain hour.
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(visit.summary)}`,
    'TRIGGER:-PT12H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
