import type { CalendarFile, LocalEvent } from '@civic/contracts';

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped. */
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** RFC 5545 DATE-TIME in UTC: 20261124T233000Z. */
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 folding: lines longer than 75 octets continue on the next line after a space, never splitting a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** One event as an iCalendar file a calendar app imports (.ics). */
export function calendarFile(event: LocalEvent, now = new Date()): CalendarFile {
  const start = new Date(event.eventDate);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Civic//Local events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@civic`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(event.endDate))}`,
    `SUMMARY:${text(event.eventName)}`,
    `DESCRIPTION:${text(event.party ? `${event.eventDescription}\n\nHosted by ${event.party}.` : event.eventDescription)}`,
    `LOCATION:${text(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const slug = event.eventName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event';
  return { filename: `${slug}.ics`, body: lines.map(fold).join('\r\n') + '\r\n' };
}
