import { z } from 'zod';
import { billListItem, isBillId } from './bills';
import { text } from './text';

/**
 * Voting over HTTP (SPEC §3 vote, §4 vote states, §7 /api/votes, /api/votes/with-bills,
 * /api/district/votes, /api/user/populate-archetype-votes). The web forms and the gateway parse
 * with these schemas; the voting service parses its RPC input with them again.
 */

export const VOTE_VALUES = ['support', 'oppose', 'abstain'] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

/** A vote the user cast or changed is `personal`; one filled in from the archetype is `archetype`. */
export const VOTE_TYPES = ['personal', 'archetype'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** DESIGN §4: a personal vote weighs 10, an archetype vote 1 (SPEC §9: "counts 10 times"). */
export { VOTE_WEIGHTS, PERSONAL_VOTE_MULTIPLIER } from '../rules';

export const VOTING_MESSAGES = {
  billRequired: 'Bill is required',
  vote: 'Vote must be support, oppose or abstain',
  billNotFound: 'Bill not found',
  billIdTooLong: `Bill id must be 200 characters or less`,
  billIdsRequired: 'billIds must be a comma-separated list of bill ids',
  tooManyBillIds: 'At most 100 bills per request',
} as const;

export const BILL_ID_MAX = 200;
export const DISTRICT_BILL_IDS_MAX = 100;
export const VOTES_PAGE_SIZE = 20;
export const VOTES_PAGE_MAX = 100;

export const voteValue = z.enum(VOTE_VALUES, { message: VOTING_MESSAGES.vote });
export const voteType = z.enum(VOTE_TYPES);

/**
 * A cast's bill id: the shared text checks, lowercased. One that is not shaped like a bill id
 * names no bill; the voting service answers it 404 'Bill not found' without a query.
 */
const billId = text({ label: 'Bill id', max: BILL_ID_MAX, required: VOTING_MESSAGES.billRequired, tooLong: VOTING_MESSAGES.billIdTooLong }).toLowerCase();

/** POST /api/votes: a personal cast (a change is sent again as a new cast, SPEC §4). */
export const castVoteBody = z.object({ billId, vote: voteValue });
export type CastVoteBody = z.infer<typeof castVoteBody>;

/** One of the user's votes (GET /api/votes items, POST /api/votes answer). */
export const userVote = z.object({
  billId: z.string(),
  vote: voteValue,
  voteType,
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Why the archetype suggests this vote ("Suggested Oppose: you weigh Liberty highly and …"),
   * on archetype votes; null on personal votes (and on a bill synthesized before reasons).
   */
  reason: z.string().nullable(),
});
export type UserVote = z.infer<typeof userVote>;

/** GET /api/votes/with-bills?limit=20&offset=0 */
export const votesPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(VOTES_PAGE_MAX).default(VOTES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** 'personal': only the votes the user cast themselves (My Votes' "Cast by me"). */
  voteType: voteType.optional(),
});
export type VotesPageQuery = z.infer<typeof votesPageQuery>;

/**
 * The bill a vote is on, as My Votes shows it. `billId`, `title` and `policyArea` always come
 * (from the voting service's own read model of active bills); every other BillListItem field
 * (billType, billNumber, summary, ...) is there when the bills service answered the page's one
 * batched getMany, and absent otherwise.
 */
export const votedBill = billListItem.partial().extend({
  billId: z.string(),
  title: z.string(),
  policyArea: z.string().nullable(),
});
export type VotedBill = z.infer<typeof votedBill>;

export const voteWithBill = userVote.extend({ id: z.uuid(), bill: votedBill });
export type VoteWithBill = z.infer<typeof voteWithBill>;

/**
 * GET /api/district/votes?billIds=a,b: one comma-separated list (SPEC §7). Blank items are
 * dropped, duplicates collapse, order is kept. An empty list answers [].
 */
export const districtVotesQuery = z.object({
  billIds: text({
    label: 'billIds',
    min: 0,
    max: (BILL_ID_MAX + 1) * DISTRICT_BILL_IDS_MAX,
    required: VOTING_MESSAGES.billIdsRequired,
    tooLong: VOTING_MESSAGES.tooManyBillIds,
  })
    .transform((s) => [...new Set(s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean))])
    .pipe(
      z
        .array(z.string())
        .max(DISTRICT_BILL_IDS_MAX, { error: VOTING_MESSAGES.tooManyBillIds, abort: true })
        // Ids are checked before any query: one not shaped like a bill id is a malformed request.
        .refine((ids) => ids.every(isBillId), { error: VOTING_MESSAGES.billIdsRequired }),
    ),
});
export type DistrictVotesQuery = z.infer<typeof districtVotesQuery>;

/** One vote value's share of a district tally: weighted total and the two counts kept apart. */
export const tallyBucket = z.object({
  weighted: z.number().int(),
  personal: z.number().int(),
  archetype: z.number().int(),
});
export type TallyBucket = z.infer<typeof tallyBucket>;

/**
 * A bill's tally in the caller's district. `district` is null while the caller's district is
 * unknown; the tally is then all zeros (votes of voters without a district are kept in a
 * separate 'UNKNOWN' bucket that is nobody's district).
 */
export const districtTally = z.object({
  billId: z.string(),
  district: z.string().nullable(),
  support: tallyBucket,
  oppose: tallyBucket,
  abstain: tallyBucket,
});
export type DistrictTally = z.infer<typeof districtTally>;

/**
 * POST /api/user/populate-archetype-votes. The work runs as a background job: the answer comes
 * at once with `queued: true` and `votesAdded: 0`; a `votes.populated` socket event (with the real
 * count) follows when the job is done. `queued` is false when there is nothing to do yet (no
 * archetype, i.e. the survey has not been taken).
 */
export const populateArchetypeVotesResponse = z.object({
  votesAdded: z.number().int(),
  queued: z.boolean(),
});
export type PopulateArchetypeVotesResponse = z.infer<typeof populateArchetypeVotesResponse>;

/** Payload of the `votes.populated` socket event (to the user's own room). */
export const votesPopulatedPush = z.object({
  votesAdded: z.number().int(),
  votesChanged: z.number().int(),
  votesMoved: z.number().int(),
});
export type VotesPopulatedPush = z.infer<typeof votesPopulatedPush>;

/**
 * Payload of the `votes.tally-changed` socket event, sent to the bill's room after a personal
 * cast: the new tally of the district the vote counts in. A client patches its cached tally when
 * the district is its own. (Bulk archetype work does not push per bill.)
 */
export const tallyChangedPush = districtTally.extend({ district: z.string() });
export type TallyChangedPush = z.infer<typeof tallyChangedPush>;

/** The zero tally a bill with no votes (in that district) has. */
export function emptyTally(billId: string, district: string | null): DistrictTally {
  const zero = () => ({ weighted: 0, personal: 0, archetype: 0 });
  return { billId, district, support: zero(), oppose: zero(), abstain: zero() };
}
