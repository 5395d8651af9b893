import type { BillType } from '../importers/types';

export type RollCallChamber = 'House' | 'Senate';
/** A member's position, normalized across sources: Aye→yea, No→nay, live pairs→present. */
export type Position = 'yea' | 'nay' | 'present' | 'not_voting' | 'other';
export const POSITIONS: readonly Position[] = ['yea', 'nay', 'present', 'not_voting', 'other'];

export type RollCallFormat = 'house-clerk-xml' | 'senate-lis-xml' | 'unitedstates-data-json' | 'unitedstates-data-xml' | 'congress-api-json';

export interface ImportedPosition {
  /** Bioguide id (House) or LIS id (Senate): the id the source gives. */
  voterId: string;
  idKind: 'bioguide' | 'lis';
  position: Position;
  /** The source's own word (Yea, Aye, Not Voting, a Speaker candidate's name…). */
  cast: string;
  /** Party letter on the vote date as the source gives it; null where it gives none (data.xml). */
  party: string | null;
  /** Postal code as the source gives it; `XX` for delegates in Committee of the Whole. */
  state: string | null;
}

export interface ImportedRollCall {
  /** unitedstates style `{h|s}{number}-{congress}.{year}`, e.g. `s95-119.2025`: one id for every format. */
  rollCallId: string;
  chamber: RollCallChamber;
  congress: number;
  /** Session number (1 or 2), not the year. */
  session: number;
  year: number;
  rollNumber: number;
  /** ISO 8601 UTC instant of the vote. */
  votedAt: string;
  question: string;
  result: string;
  /** `1/2`, `2/3`, `3/5` where the source says. */
  requires: string | null;
  /** `{congress}-{type}-{number}` of the bill voted on, null for votes on no bill (Speaker, quorum, nominations). */
  billId: string | null;
  /** Set on amendment votes: the amendment's number or author as the source names it. */
  amendment: string | null;
  /** The Vice President's tie-breaking vote, when there was one. */
  tieBreaker: 'yea' | 'nay' | null;
  positions: ImportedPosition[];
  format: RollCallFormat;
}

export interface LegislatorTerm {
  chamber: RollCallChamber;
  state: string;
  /** House only: 0 for at-large seats and delegates. */
  district: number | null;
  /** Party letter (D, R, I…). */
  party: string;
  /** Senate class 1-3. */
  senateClass: number | null;
  /** YYYY-MM-DD. */
  start: string;
  end: string;
}

export interface ImportedMember {
  bioguideId: string;
  lisId: string | null;
  name: string;
  terms: LegislatorTerm[];
}

export type RollCallDocument =
  | { kind: 'roll-call'; rollCall: ImportedRollCall }
  | { kind: 'legislators'; members: ImportedMember[] };

/** A file that cannot be imported; `line` where the parser knows it. The message is the skip reason. */
export class RollCallImportError extends Error {
  constructor(message: string, readonly line: number | null = null) {
    super(message);
    this.name = 'RollCallImportError';
  }
}

export type { BillType };
