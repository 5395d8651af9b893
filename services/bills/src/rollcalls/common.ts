import { formatterOnFirstUse } from '@civic/contracts';
import { BILL_TYPES } from '../importers/types';
import { RollCallImportError, type Position, type RollCallChamber } from './types';

/** First calendar year of a Congress (the 1st Congress met in 1789). */
export const firstYearOf = (congress: number) => 1789 + 2 * (congress - 1);

/** Session number from the vote's year; sessions start in odd years. */
export function sessionOf(congress: number, year: number): number {
  const session = year - firstYearOf(congress) + 1;
  // A session can run into the first days of the next January (e.g. 3 Jan); it is still that session.
  if (session < 1 || session > 3) throw new RollCallImportError(`year ${year} is not in the ${congress}th Congress`);
  return session;
}

export function rollCallId(chamber: RollCallChamber, rollNumber: number, congress: number, year: number): string {
  return `${chamber === 'House' ? 'h' : 's'}${rollNumber}-${congress}.${year}`;
}

/** Every spelling of a position in the four formats, mapped to the app's five. */
export function normalizePosition(cast: string): Position {
  switch (cast.trim().toLowerCase()) {
    case 'yea':
    case 'aye':
    case '+':
      return 'yea';
    case 'nay':
    case 'no':
    case '-':
      return 'nay';
    case 'present':
    case 'p':
    case 'present, giving live pair':
      return 'present';
    case 'not voting':
    case '0':
      return 'not_voting';
    default:
      // Speaker candidates, Guilty/Not Guilty: kept as cast, counted apart.
      return 'other';
  }
}

const TYPES = new Set<string>(BILL_TYPES.map((t) => t.toLowerCase()));

/**
 * `119-hjres-20` from any spelling of a bill type: `H J RES` (Clerk), `H.J.Res.` (LIS), `hjres`
 * (data.json). Null when the reference is no bill (a nomination `PN`, a quorum call).
 */
export function billIdOf(congress: unknown, type: unknown, number: unknown): string | null {
  if (typeof type !== 'string') return null;
  const t = type.replace(/[\s.]/g, '').toLowerCase();
  const n = String(number ?? '').trim();
  const c = Number(congress);
  if (!TYPES.has(t) || !/^[1-9]\d{0,5}$/.test(n) || !Number.isInteger(c) || c < 1) return null;
  return `${c}-${t}-${n}`;
}

/** GovTrack's codes in data.xml: `hr` there is H.Res., not H.R. */
export const GOVTRACK_TYPES: Record<string, string> = {
  h: 'hr', s: 's', hr: 'hres', sr: 'sres', hj: 'hjres', sj: 'sjres', hc: 'hconres', sc: 'sconres',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function monthIndex(name: string): number {
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  if (i < 0) throw new RollCallImportError(`unknown month ${JSON.stringify(name)}`);
  return i;
}

const eastern = formatterOnFirstUse('en-US', {
  timeZone: 'America/New_York', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
});

/** A wall-clock time in Washington (EST or EDT, whichever held that day) as a UTC ISO instant. */
export function easternToUtc(year: number, month: number, day: number, hour: number, minute: number): string {
  const wall = Date.UTC(year, month, day, hour, minute);
  // Try both offsets; the right one formats back to the same wall-clock time.
  for (const offsetHours of [5, 4]) {
    const candidate = wall + offsetHours * 3_600_000;
    const parts = Object.fromEntries(eastern().formatToParts(new Date(candidate)).map((p) => [p.type, p.value]));
    if (Number(parts.hour) === hour && Number(parts.minute) === minute && Number(parts.day) === day) {
      return new Date(candidate).toISOString();
    }
  }
  return new Date(wall + 5 * 3_600_000).toISOString();
}

/** `10:57 AM` / `6:56 PM` → [hour, minute] on the 24-hour clock. */
export function clock12(text: string): [number, number] {
  const m = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i.exec(text.trim());
  if (!m) throw new RollCallImportError(`unreadable time ${JSON.stringify(text)}`);
  const h = Number(m[1]) % 12 + (m[3].toUpperCase() === 'P' ? 12 : 0);
  return [h, Number(m[2])];
}

export function requireInt(value: unknown, what: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1) throw new RollCallImportError(`${what} is missing or not a whole number (${JSON.stringify(value ?? null)})`);
  return n;
}

export function requireText(value: unknown, what: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new RollCallImportError(`${what} is missing`);
  const s = String(value).trim();
  if (!s) throw new RollCallImportError(`${what} is empty`);
  return s;
}

/** The 1-based line of a character offset, for error reports. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
