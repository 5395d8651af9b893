import { washingtonDay } from '@civic/contracts';
import type { ImportedMember, LegislatorTerm } from './types';

/** Territories whose House member is a non-voting delegate (district 0, like at-large states). */
export const DELEGATE_AREAS = new Set(['DC', 'PR', 'GU', 'VI', 'AS', 'MP']);

/** The app's district code for a House term: `CA-12`, `VT-AL` for at-large (district 0). */
export function districtCode(state: string, district: number): string {
  return `${state}-${district === 0 ? 'AL' : String(district).padStart(2, '0')}`;
}

/** `CA-12` → {state CA, district 12}; `VT-AL` → district 0. Null when it is no district code. */
export function parseDistrictCode(code: string): { state: string; district: number } | null {
  const m = /^([A-Z]{2})-(AL|\d{2})$/.exec(code);
  if (!m) return null;
  return { state: m[1], district: m[2] === 'AL' ? 0 : Number(m[2]) };
}

/**
 * The term that covers a date (YYYY-MM-DD), not simply the last one. Terms meet on 3 January
 * (one ends at noon as the next begins); a vote that day belongs to the new term.
 */
export function termAt(member: ImportedMember, date: string, chamber?: 'House' | 'Senate'): LegislatorTerm | null {
  return member.terms.find((t) => (!chamber || t.chamber === chamber) && t.start <= date && date < t.end) ?? null;
}

/** The calendar day (YYYY-MM-DD) in Washington of an instant: the day whose terms a vote falls in. */
export const voteDay = washingtonDay;
