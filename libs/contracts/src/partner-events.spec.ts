import { PARTNER_EVENT_MESSAGES as M, partnerEventBody } from './partner-events';
import { isTimeZone, parseLocalDateTime, zonedInstant } from './time-zones';

const DAY = 24 * 3600 * 1000;
const localIn = (days: number, hhmm: string) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${hhmm}`;
const valid = {
  district: 'me-01',
  eventName: '  Town Hall  ',
  eventDescription: 'Questions welcome.\r\nBring a neighbour.',
  venue: 'Library',
  address: '5 Monument Square, Portland, ME',
  startsAt: localIn(10, '18:30'),
  endsAt: localIn(10, '20:00'),
  timeZone: 'America/New_York',
  maxAttendance: '80',
};
const fieldErrorOf = (body: unknown) => {
  const r = partnerEventBody.safeParse(body);
  if (r.success) throw new Error('expected a refusal');
  return r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('partnerEventBody', () => {
  it('normalizes what it accepts: district upper case, trimmed text, newlines folded, attendance as a number', () => {
    expect(partnerEventBody.parse(valid)).toMatchObject({ district: 'ME-01', eventName: 'Town Hall', eventDescription: 'Questions welcome.\nBring a neighbour.', maxAttendance: 80 });
  });

  it('refuses broken times without throwing, each on its own field', () => {
    expect(fieldErrorOf({ ...valid, startsAt: '2031-02-30T18:00', timeZone: 'Nowhere/Land' })).toEqual([
      ['startsAt', M.startsAt],
      ['timeZone', M.timeZone],
    ]);
    expect(fieldErrorOf({ ...valid, endsAt: valid.startsAt })).toEqual([['endsAt', M.endAfterStart]]);
    expect(fieldErrorOf({ ...valid, startsAt: localIn(-1, '10:00'), endsAt: localIn(-1, '11:00') })).toEqual([['startsAt', M.startInFuture]]);
  });

  it('compares start and end in the zone the event is held in (a night across a daylight-saving change)', () => {
    // 2031-11-02 02:00 New York: clocks go back an hour; 00:30 → 03:30 lasts four hours.
    expect(zonedInstant('2031-11-02T00:30', 'America/New_York')!.toISOString()).toBe('2031-11-02T04:30:00.000Z');
    expect(zonedInstant('2031-11-02T03:30', 'America/New_York')!.toISOString()).toBe('2031-11-02T08:30:00.000Z');
    expect(zonedInstant('2031-07-04T18:00', 'Pacific/Honolulu')!.toISOString()).toBe('2031-07-05T04:00:00.000Z');
  });
});

describe('time zones', () => {
  it('knows IANA names and refuses offsets, abbreviations and junk', () => {
    expect(['America/New_York', 'America/Indiana/Indianapolis', 'Pacific/Pago_Pago', 'UTC'].every(isTimeZone)).toBe(true);
    expect(['+05:00', 'EST5EDT ', 'Mars/Olympus_Mons', '', '../etc/passwd'].some(isTimeZone)).toBe(false);
  });

  it('reads only real wall-clock times', () => {
    expect(parseLocalDateTime('2032-02-29T23:59')).toEqual({ year: 2032, monthIndex: 1, day: 29, hour: 23, minute: 59 });
    for (const bad of ['2031-02-29T10:00', '2031-01-01T24:00', '2031-01-01 10:00', '2031-01-01T10:00Z']) expect(parseLocalDateTime(bad)).toBeUndefined();
  });
});
