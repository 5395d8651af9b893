import { z } from 'zod';
import { billIdSchema } from './http/bills';
import type { DistrictTally, VoteValue } from './http/voting';

/*
 * Accountability (ADR 0026): how the members of a district voted in Congress on a bill, beside
 * the district's own decision. Roll calls and members live in the bills service; the gateway
 * adds the caller's district tally from voting.
 */

/** `CA-12`, `VT-AL` (at large and delegates). */
export const districtCodeSchema = z.string().trim().toUpperCase().regex(/^[A-Z]{2}-(\d{2}|AL)$/, { error: 'A district is written like CA-12 or VT-AL' });

/** A member's recorded position, normalized: Aye → yea, No → nay. `other`: a Speaker candidate's name, Guilty… */
export const ROLL_CALL_POSITIONS = ['yea', 'nay', 'present', 'not_voting', 'other'] as const;
export type RollCallPosition = (typeof ROLL_CALL_POSITIONS)[number];

/**
 * What the record says of a seat on a roll call: a position, `vacant` (nobody held it that day),
 * `unknown` (held by someone missing from the imported rosters) or `absent` (the member held the
 * seat but has no row in the roll call).
 */
export type SeatOutcome = RollCallPosition | 'vacant' | 'unknown' | 'absent';

export const memberVote = z.object({
  role: z.enum(['representative', 'senator']),
  bioguideId: z.string().nullable(),
  name: z.string().nullable(),
  /** Party letter on the vote date (D, R, I…). */
  party: z.string().nullable(),
  outcome: z.enum([...ROLL_CALL_POSITIONS, 'vacant', 'unknown', 'absent']),
  /** The source's own word: Yea, Aye, Not Voting… */
  cast: z.string().nullable(),
});
export type MemberVote = z.infer<typeof memberVote>;

export const rollCallView = z.object({
  rollCallId: z.string(),
  chamber: z.enum(['House', 'Senate']),
  congress: z.number(),
  session: z.number(),
  rollNumber: z.number(),
  /** ISO 8601 instant. */
  votedAt: z.string(),
  question: z.string(),
  result: z.string(),
  amendment: z.string().nullable(),
  members: z.array(memberVote),
});
export type RollCallView = z.infer<typeof rollCallView>;

/** RPC answer of the bills service: the bill's roll calls, oldest first, with the district's members. */
export const districtRollCalls = z.object({
  billId: z.string(),
  district: z.string(),
  rollCalls: z.array(rollCallView),
});
export type DistrictRollCalls = z.infer<typeof districtRollCalls>;

/**
 * RPC patterns of the bills service for roll calls.
 *   forDistrict  {billId, district}  → DistrictRollCalls (empty list when the bill has no roll call)
 */
export const ROLL_CALLS = {
  forDistrict: 'bills.roll-calls.for-district',
} as const;

export const rollCallsForDistrictInput = z.object({ billId: billIdSchema, district: districtCodeSchema });
export type RollCallsForDistrictInput = z.infer<typeof rollCallsForDistrictInput>;

/**
 * GET /api/bills/:billId/accountability → BillAccountability: the bill's roll calls with the
 * caller's members in them, beside the caller's district tally (the one GET /api/district/votes
 * serves; the page keeps that one live). `district` null, and no roll calls, while the caller's
 * district is unknown; `rollCalls` empty while Congress has not voted on the bill.
 */
export interface BillAccountability {
  billId: string;
  district: string | null;
  tally: DistrictTally;
  decision: DistrictDecision;
  rollCalls: RollCallView[];
}

export type DistrictDecision = VoteValue | null;

/** The district's decision: the vote value with the most weight; none on a tie or with no votes. */
export function districtDecision(t: Record<VoteValue, { weighted: number }>): DistrictDecision {
  const entries = (['support', 'oppose', 'abstain'] as const).map((v) => [v, t[v].weighted] as const).sort((a, b) => b[1] - a[1]);
  if (entries[0][1] === 0 || entries[0][1] === entries[1][1]) return null;
  return entries[0][0];
}

/** Whether a member's recorded vote matches the district's decision; null when one of them took no side. */
export function memberAgrees(decision: DistrictDecision, outcome: SeatOutcome): boolean | null {
  if ((decision !== 'support' && decision !== 'oppose') || (outcome !== 'yea' && outcome !== 'nay')) return null;
  return (decision === 'support') === (outcome === 'yea');
}

export { PUBLIC_MIN_VOTERS } from './open-data-rules';
