/**
 * Time zones of events (IANA names). An event is held somewhere: its start and end are the wall
 * clock there, and every reader sees them in that zone, wherever they are.
 */

/** Whether the runtime knows the zone (an IANA name such as America/Chicago). */
export function isTimeZone(name: string): boolean {
  // Offsets such as "+01:00" are accepted by newer engines but name no place: refused.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zones a partner picks from in the form (the states' and territories' zones); any other IANA name is accepted too. */
export const EVENT_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern (New York)' },
  { zone: 'America/Detroit', label: 'Eastern (Detroit)' },
  { zone: 'America/Indiana/Indianapolis', label: 'Eastern (Indianapolis)' },
  { zone: 'America/Chicago', label: 'Central (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain (Denver)' },
  { zone: 'America/Boise', label: 'Mountain (Boise)' },
  { zone: 'America/Phoenix', label: 'Mountain, no daylight saving (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { zone: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
  { zone: 'America/St_Thomas', label: 'Atlantic (U.S. Virgin Islands)' },
  { zone: 'Pacific/Guam', label: 'Chamorro (Guam)' },
  { zone: 'Pacific/Saipan', label: 'Chamorro (Northern Mariana Islands)' },
  { zone: 'Pacific/Pago_Pago', label: 'Samoa (American Samoa)' },
] as const;

/** Minutes the zone is ahead of UTC at that instant (negative in the Americas). */
function offsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    .formatToParts(at)
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant that reads `hour:minute` on the given calendar day in `zone` (daylight saving included). */
export function atLocalTime(zone: string, year: number, monthIndex: number, day: number, hour: number, minute: number): Date {
  const guess = Date.UTC(year, monthIndex, day, hour, minute);
  // Twice: the first offset may be the other side of a daylight-saving change.
  const first = guess - offsetMinutes(zone, new Date(guess)) * 60_000;
  return new Date(guess - offsetMinutes(zone, new Date(first)) * 60_000);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall-clock time as a form's date-and-time field gives it ("2026-12-03T18:30"), or undefined
 * when it is not one or names no real day ("2026-02-30T10:00").
 */
export function parseLocalDateTime(value: string): { year: number; monthIndex: number; day: number; hour: number; minute: number } | undefined {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  return { year, monthIndex: month - 1, day, hour, minute };
}

/** The instant a wall-clock time ("2026-12-03T18:30") names in `zone`; undefined when it is not one. */
export function zonedInstant(value: string, zone: string): Date | undefined {
  const t = parseLocalDateTime(value);
  return t && atLocalTime(zone, t.year, t.monthIndex, t.day, t.hour, t.minute);
}

/**
 * A date formatter made on its first use. A process's first Intl object pages in about 6 MB of
 * ICU data from the node binary (counted in its RSS), which a process that never formats a date
 * should not hold: made at module load, it was (bench/README, Memory).
 */
export function formatterOnFirstUse(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

const washingtonDays = formatterOnFirstUse('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in Washington of an instant: the day of a vote in Congress. */
export const washingtonDay = (instant: string | Date): string => washingtonDays().format(new Date(instant));
