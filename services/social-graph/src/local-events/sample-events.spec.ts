import { sampleEvents } from './sample-events';
import { atLocalTime, timeZoneOfDistrict } from './time-zones';

const NOW = new Date('2026-11-25T15:00:00Z');
const localTime = (d: Date, zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(d);

describe('sampleEvents', () => {
  it("places each event at a venue and street address in the district's city, at a local hour of its time zone, ending after it starts", () => {
    const events = sampleEvents('CA-12', 5, 'Oakland', NOW);
    expect(events).toHaveLength(5);
    for (const e of events) {
      expect(e.timeZone).toBe('America/Los_Angeles');
      expect(e.venue).not.toBe('');
      expect(e.streetAddress).toMatch(/^\d+ [A-Z][a-z]+ (Street|Avenue|Road), Oakland, CA$/);
      expect(e.endDate.getTime()).toBeGreaterThan(e.eventDate.getTime());
    }
    expect(localTime(events[0]!.eventDate, 'America/Los_Angeles')).toBe('18:30');
    expect(events.filter((e) => e.eventDate < NOW).length).toBe(2);
  });

  it('gives neighbouring districts different venues, addresses or dates', () => {
    const districts = ['NY-07', 'NY-08', 'NY-10', 'VT-AL', 'TX-21'];
    const fingerprints = districts.map((d) => sampleEvents(d, 5, null, NOW).map((e) => `${e.venue}|${e.streetAddress.split(',')[0]}|${e.eventDate.toISOString()}`).join(';'));
    expect(new Set(fingerprints).size).toBe(districts.length);
    // Within a district, no two events share a venue and a day.
    const one = sampleEvents('NY-07', 12, 'Brooklyn', NOW).map((e) => `${e.venue}|${e.eventDate.toISOString().slice(0, 10)}`);
    expect(new Set(one).size).toBe(one.length);
  });
});

describe('atLocalTime', () => {
  it('honours daylight saving', () => {
    expect(atLocalTime('America/New_York', 2026, 6, 1, 18, 30).toISOString()).toBe('2026-07-01T22:30:00.000Z');
    expect(atLocalTime('America/New_York', 2026, 11, 1, 18, 30).toISOString()).toBe('2026-12-01T23:30:00.000Z');
    expect(atLocalTime('Pacific/Honolulu', 2026, 11, 1, 9, 0).toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(timeZoneOfDistrict('HI-01')).toBe('Pacific/Honolulu');
  });
});
