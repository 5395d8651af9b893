import type { LocalEvent } from '@civic/contracts';
import { calendarFile } from './calendar';

const event: LocalEvent = {
  id: '6f1c2a8e-8d1b-4b7a-9a52-0c1f3e5d7a90',
  district: 'NY-7',
  location: 'Public Library, Room 2; 3rd floor, NY-7',
  venue: 'Public Library, Room 2; 3rd floor',
  address: 'NY-7',
  eventName: 'Town Hall: Water, Roads & Broadband',
  eventDescription: 'Line one\nLine two with a backslash \\ and more text so that this line is certainly longer than seventy-five octets — même avec des accents.',
  eventDate: '2026-12-01T23:30:00.000Z',
  endDate: '2026-12-02T01:30:00.000Z',
  timeZone: 'America/New_York',
  isSample: true,
  party: null,
  attendance: 0,
  maxAttendance: 80,
  createdAt: '2026-11-24T00:00:00.000Z',
  attending: false,
};

describe('calendarFile', () => {
  const file = calendarFile(event, new Date('2026-11-24T12:00:00Z'));
  const unfolded = file.body.replace(/\r\n /g, '');

  it('names the file after the event and writes one VEVENT in UTC, ending at its end', () => {
    expect(file.filename).toBe('town-hall-water-roads-broadband.ics');
    expect(unfolded).toContain('\r\nDTSTART:20261201T233000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20261202T013000Z\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20261124T120000Z\r\n');
    expect(unfolded).toContain(`\r\nUID:${event.id}@civic\r\n`);
  });

  it('escapes text values (RFC 5545 §3.3.11)', () => {
    expect(unfolded).toContain('\r\nLOCATION:Public Library\\, Room 2\\; 3rd floor\\, NY-7\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:Line one\\nLine two with a backslash \\\\ and more text');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    for (const line of file.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file.body).toContain('\r\n ');
    expect(unfolded).toContain('même avec des accents.');
  });

  it("says which party hosts a partner's event", () => {
    const hosted = calendarFile({ ...event, party: 'Green Mountain Party' }, new Date('2026-11-24T12:00:00Z')).body.replace(/\r\n /g, '');
    expect(hosted).toContain('accents.\\n\\nHosted by Green Mountain Party.\r\n');
    expect(unfolded).not.toContain('Hosted by');
  });
});
