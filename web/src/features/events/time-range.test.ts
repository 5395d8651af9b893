import { describe, expect, it } from 'vitest';
import { eventTimeRange } from './api';

describe('eventTimeRange', () => {
  it("shows the start and end in the event's own time zone, named", () => {
    expect(eventTimeRange({ eventDate: '2026-12-01T23:30:00.000Z', endDate: '2026-12-02T01:00:00.000Z', timeZone: 'America/New_York' })).toBe(
      'Tuesday, December 1, 2026 · 6:30 PM – 8:00 PM EST',
    );
    expect(eventTimeRange({ eventDate: '2026-07-01T17:00:00.000Z', endDate: '2026-07-01T20:00:00.000Z', timeZone: 'America/Los_Angeles' })).toBe(
      'Wednesday, July 1, 2026 · 10:00 AM – 1:00 PM PDT',
    );
  });

  it('names the end day when the event runs past midnight, and survives an unknown zone', () => {
    expect(eventTimeRange({ eventDate: '2026-12-02T03:00:00.000Z', endDate: '2026-12-02T06:00:00.000Z', timeZone: 'America/New_York' })).toBe(
      'Tuesday, December 1, 2026 · 10:00 PM – Wednesday, December 2, 2026 1:00 AM EST',
    );
    expect(eventTimeRange({ eventDate: 'nonsense', endDate: 'nonsense', timeZone: 'Nowhere/Else' })).toBe('Unknown');
  });
});
