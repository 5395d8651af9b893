import { z } from 'zod';
import { billIdSchema } from './http/bills';
import { optionalText, text } from './http/text';
import type { DistrictTally } from './http/voting';
import { publicTally, zeroTally, type PublicTally } from './open-data';
import { PUBLIC_DISTRICT_MESSAGES, PUBLIC_MIN_VOTERS } from './open-data-rules';
import { memberAgrees, type RollCallPosition, type SeatOutcome } from './accountability';
import { washingtonDay } from './time-zones';

/*
 * A partner party's candidates and their pledges (issue #27 item 5, ADR 0031). A pledge is the
 * candidate's promise to vote as the district decided (for a senator: the state, all of its
 * districts' voters counted together). The dashboard judges it on the same roll calls and the
 * same published decisions as the public district page (ADR 0030): a decision of fewer than
 * PUBLIC_MIN_VOTERS voters is withheld and never counts for or against a pledge.
 */

export const CANDIDATE_NAME_MAX = 120;
export const PLEDGE_STATEMENT_MAX = 1000;
/** Candidates one partner may list: the dashboard composes them all in one answer. */
export const PARTNER_CANDIDATES_MAX = 500;
/** Bills coming to a vote shown per candidate: the district's most recently moved tallies. */
export const UPCOMING_BILLS_SHOWN = 25;

export const CANDIDATE_CHAMBERS = ['house', 'senate'] as const;
export type CandidateChamber = (typeof CANDIDATE_CHAMBERS)[number];

export const PLEDGE_MESSAGES = {
  candidateNotFound: 'Candidate not found',
  nameRequired: 'Candidate name is required',
  nameTooLong: `Candidate name must be ${CANDIDATE_NAME_MAX} characters or less`,
  chamber: 'Chamber must be house or senate',
  district: 'A House candidate’s district is written like CA-12 or VT-AL',
  state: 'A Senate candidate’s state is written like CA',
  /** Same words as the public district page for a district the ZIP table does not know. */
  districtNotFound: PUBLIC_DISTRICT_MESSAGES.notFound,
  stateNotFound: 'State not found',
  bioguideId: 'A bioguide ID is written like C001055',
  memberNotFound: 'No member of Congress has this bioguide ID',
  memberNotInSeat: 'This member of Congress never held this seat',
  tooManyCandidates: `A partner may list at most ${PARTNER_CANDIDATES_MAX} candidates`,
  pledgedOn: 'Pledge date is written like 2026-03-01',
  pledgedOnFuture: 'Pledge date cannot be in the future',
  statementTooLong: `Statement must be ${PLEDGE_STATEMENT_MAX} characters or less`,
} as const;

const districtField = z
  .string({ error: PLEDGE_MESSAGES.district })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-(\d{2}|AL)$/, { error: PLEDGE_MESSAGES.district });
const stateField = z.string({ error: PLEDGE_MESSAGES.state }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: PLEDGE_MESSAGES.state });
const bioguideField = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z.string({ error: PLEDGE_MESSAGES.bioguideId }).trim().toUpperCase().regex(/^[A-Z][0-9]{6}$/, { error: PLEDGE_MESSAGES.bioguideId }).nullable(),
);
const candidateName = text({ label: 'Candidate name', max: CANDIDATE_NAME_MAX, required: PLEDGE_MESSAGES.nameRequired, tooLong: PLEDGE_MESSAGES.nameTooLong });

/**
 * POST /api/partner/candidates and PUT /api/partner/candidates/{id}: a House candidate names a
 * district (`ST-NN`), a Senate candidate a state (`ST`); `bioguideId` once the candidate is (or
 * becomes) a sitting member, checked against the imported members and their seats.
 */
export const candidateBody = z
  .object({
    name: candidateName,
    chamber: z.enum(CANDIDATE_CHAMBERS, { error: PLEDGE_MESSAGES.chamber }),
    district: z.unknown().optional(),
    state: z.unknown().optional(),
    bioguideId: bioguideField,
  })
  .transform((b, ctx) => {
    const area = b.chamber === 'house' ? districtField.safeParse(b.district ?? '') : stateField.safeParse(b.state ?? '');
    if (!area.success) {
      ctx.addIssue({ code: 'custom', message: area.error.issues[0]!.message, path: [b.chamber === 'house' ? 'district' : 'state'] });
      return z.NEVER;
    }
    return { name: b.name, chamber: b.chamber, area: area.data, bioguideId: b.bioguideId };
  });
export type CandidateInput = z.output<typeof candidateBody>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => isoDay.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/**
 * PUT /api/partner/candidates/{id}/pledge: the day the candidate pledged (not after today in
 * any time zone: up to a day ahead of UTC), and an optional public statement or link.
 */
export const pledgeBody = z.object({
  pledgedOn: z
    .string({ error: PLEDGE_MESSAGES.pledgedOn })
    .trim()
    .refine(isRealDay, { error: PLEDGE_MESSAGES.pledgedOn, abort: true })
    .refine((s) => Date.parse(`${s}T00:00:00Z`) <= Date.now() + 86_400_000, { error: PLEDGE_MESSAGES.pledgedOnFuture }),
  statement: optionalText({ label: 'Statement', max: PLEDGE_STATEMENT_MAX, multiline: true, tooLong: PLEDGE_MESSAGES.statementTooLong }),
});
export type PledgeInput = z.output<typeof pledgeBody>;

/** A candidate's id in a path; anything else is a candidate that does not exist (404). */
export const candidateIdParam = z.uuid({ error: PLEDGE_MESSAGES.candidateNotFound });

export interface Pledge {
  /** YYYY-MM-DD: roll calls before this day are shown but not judged. */
  pledgedOn: string;
  statement: string | null;
  recordedAt: string;
}

export interface PartnerCandidate {
  candidateId: string;
  name: string;
  chamber: CandidateChamber;
  /** `ST-NN` for the House, `ST` for the Senate. */
  area: string;
  bioguideId: string | null;
  /** The member's name in the imported roster, when bioguideId is set. */
  memberName: string | null;
  pledge: Pledge | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * How a pledge fared on one counted roll call. `no_decision`: the district's decision is withheld
 * (fewer than 10 voters), tied, or abstain, so there was no side to follow; `before_pledge`: the
 * vote came before the pledge; `no_pledge`: none recorded. None of these counts in the kept rate.
 */
export const PLEDGE_VERDICTS = ['kept', 'broken', 'did_not_vote', 'no_decision', 'before_pledge', 'no_pledge'] as const;
export type PledgeVerdict = (typeof PLEDGE_VERDICTS)[number];

export interface JudgedBill {
  billId: string;
  title: string | null;
  rollCall: { rollCallId: string; votedAt: string; question: string; result: string };
  /** The member's recorded position (absent: held the seat but has no row). */
  position: RollCallPosition | 'absent';
  cast: string | null;
  tally: PublicTally;
  verdict: PledgeVerdict;
}

export interface UpcomingBill {
  billId: string;
  title: string | null;
  tally: PublicTally;
}

export interface PledgeRecord {
  kept: number;
  broken: number;
  didNotVote: number;
  /** kept / (kept + broken); null while nothing was judged. */
  keptRate: number | null;
}

export interface CandidateDashboard {
  candidate: PartnerCandidate;
  /** Counted roll calls of the candidate's chamber on which the candidate's member held the seat, newest first. */
  judged: JudgedBill[];
  record: PledgeRecord;
  /** Bills the area's voters decided with no counted roll call in the chamber yet, most recently moved first. */
  upcoming: UpcomingBill[];
  /** How many such bills there are in all (only UPCOMING_BILLS_SHOWN are listed). */
  upcomingTotal: number;
}

/** GET /api/partner/dashboard. */
export interface PartnerDashboard {
  party: string;
  minVoters: number;
  candidates: CandidateDashboard[];
}

// ---- RPC ----

/** The partner account a candidate belongs to travels as the acting user; these are the inputs. */
export const PARTNER_RPC = {
  /** bills: {} → {candidates: PartnerCandidate[]} of the acting partner. */
  candidates: 'bills.partner.candidates',
  /** bills: {candidate: CandidateInput} → PartnerCandidate (400/404 for a member that does not fit). */
  addCandidate: 'bills.partner.add-candidate',
  /** bills: {candidateId, candidate: CandidateInput} → PartnerCandidate. */
  editCandidate: 'bills.partner.edit-candidate',
  /** bills: {candidateId} → {removed: true}. */
  removeCandidate: 'bills.partner.remove-candidate',
  /** bills: {candidateId, pledge: PledgeInput | null} → PartnerCandidate. */
  setPledge: 'bills.partner.set-pledge',
  /** bills: {} → PartnerRecord: the acting partner's candidates with the roll calls of their seats. */
  record: 'bills.partner.record',
  /** voting: {areas, judgedBillIds, upcomingLimit} → {areas: AreaTallies[]}. */
  areaTallies: 'voting.partner.area-tallies',
} as const;

const candidateInputSchema = z.object({
  name: z.string().min(1).max(CANDIDATE_NAME_MAX),
  chamber: z.enum(CANDIDATE_CHAMBERS),
  area: z.string().regex(/^[A-Z]{2}(-(\d{2}|AL))?$/),
  bioguideId: z.string().regex(/^[A-Z][0-9]{6}$/).nullable(),
});
const pledgeInputSchema = z.object({ pledgedOn: z.string().regex(isoDay), statement: z.string().max(PLEDGE_STATEMENT_MAX).optional() });
export const addCandidateInput = z.object({ candidate: candidateInputSchema });
export const editCandidateInput = z.object({ candidateId: z.uuid(), candidate: candidateInputSchema });
export const candidateRefInput = z.object({ candidateId: z.uuid() });
export const setPledgeInput = z.object({ candidateId: z.uuid(), pledge: pledgeInputSchema.nullable() });

/** One counted roll call of a candidate's chamber where the candidate's member held the seat. */
export interface SeatVote {
  billId: string;
  title: string | null;
  rollCallId: string;
  votedAt: string;
  question: string;
  result: string;
  outcome: SeatOutcome;
  cast: string | null;
}

/** bills.partner.record → the candidates, their member's counted votes, and the bills each chamber has voted on. */
export interface PartnerRecord {
  candidates: Array<{ candidate: PartnerCandidate; votes: SeatVote[] }>;
  /** Bills with a counted roll call (the last one not on an amendment), per chamber. */
  votedBills: Record<CandidateChamber, string[]>;
}

/** One area whose tallies are summed: a House district (itself) or a state (its districts). */
export const tallyArea = z.object({ area: z.string().min(2).max(10), districts: z.array(z.string().min(2).max(10)).max(100) });
export const areaTalliesInput = z.object({
  groups: z
    .array(z.object({
      areas: z.array(tallyArea).max(PARTNER_CANDIDATES_MAX),
      /** Tallies of these bills (the judged ones); the others are the upcoming, newest first. */
      judgedBillIds: z.array(billIdSchema).max(20_000),
    }))
    .max(2),
  upcomingLimit: z.number().int().min(0).max(200),
});
export type AreaTalliesInput = z.infer<typeof areaTalliesInput>;

export interface AreaTallies {
  area: string;
  /** The area's tallies of the judged bills (rows that exist; `district` is the area). */
  judged: DistrictTally[];
  /** Tallies of other bills with voters in the area, the most recently moved first. */
  upcoming: DistrictTally[];
  upcomingTotal: number;
}

// ---- judging and composing (the gateway; the recount judges with the same rule) ----


/**
 * How a pledge fared on one counted roll call, by the public page's rules: judged only against a
 * published decision (at least PUBLIC_MIN_VOTERS voters) that took a side, and only for votes on
 * or after the pledge's day (the vote's calendar day in Washington).
 */
export function pledgeVerdict(tally: Pick<PublicTally, 'decision'>, outcome: SeatOutcome, votedAt: string | Date, pledgedOn: string | null): PledgeVerdict {
  if (!pledgedOn) return 'no_pledge';
  if (washingtonDay(votedAt) < pledgedOn) return 'before_pledge';
  if (tally.decision !== 'support' && tally.decision !== 'oppose') return 'no_decision';
  const agrees = memberAgrees(tally.decision, outcome);
  if (agrees === null) return 'did_not_vote';
  return agrees ? 'kept' : 'broken';
}

export function pledgeRecord(verdicts: PledgeVerdict[]): PledgeRecord {
  const count = (v: PledgeVerdict) => verdicts.filter((x) => x === v).length;
  const kept = count('kept');
  const broken = count('broken');
  return { kept, broken, didNotVote: count('did_not_vote'), keptRate: kept + broken ? kept / (kept + broken) : null };
}

/**
 * The dashboard from the bills service's record, voting's area tallies (raw: suppressed here by
 * publicTally) and the titles of the upcoming bills. A seat outcome of `vacant` or `unknown`
 * cannot occur: the record only holds roll calls of seats the candidate's member held.
 */
export function composePartnerDashboard(party: string, record: PartnerRecord, areas: AreaTallies[], titles: Map<string, string>): PartnerDashboard {
  const byArea = new Map(areas.map((a) => [a.area, a]));
  const candidates = record.candidates.map(({ candidate, votes }): CandidateDashboard => {
    const area = byArea.get(candidate.area);
    const judgedTallies = new Map((area?.judged ?? []).map((t) => [t.billId, t]));
    const judged = votes.map((v): JudgedBill => {
      const tally = publicTally(judgedTallies.get(v.billId) ?? zeroTally(v.billId, candidate.area), candidate.area);
      return {
        billId: v.billId,
        title: v.title,
        rollCall: { rollCallId: v.rollCallId, votedAt: v.votedAt, question: v.question, result: v.result },
        position: v.outcome === 'vacant' || v.outcome === 'unknown' ? 'absent' : v.outcome,
        cast: v.cast,
        tally,
        verdict: pledgeVerdict(tally, v.outcome, v.votedAt, candidate.pledge?.pledgedOn ?? null),
      };
    });
    const upcoming = (area?.upcoming ?? []).map((t): UpcomingBill => ({ billId: t.billId, title: titles.get(t.billId) ?? null, tally: publicTally(t, candidate.area) }));
    return { candidate, judged, record: pledgeRecord(judged.map((j) => j.verdict)), upcoming, upcomingTotal: area?.upcomingTotal ?? 0 };
  });
  return { party, minVoters: PUBLIC_MIN_VOTERS, candidates };
}
