import { z } from 'zod';
import { billIdSchema } from './http/bills';
import { DISTRICT_BILL_IDS_MAX, voteType, voteValue } from './http/voting';

/**
 * Gateway → voting RPC. Every command acts for the user in the envelope's ctx.userId (the
 * voting service refuses a call without one); `data` holds only the command's own fields.
 */
export const VOTING = {
  /** data: {} → UserVote[] (every vote of the acting user). */
  listVotes: 'voting.list-votes',
  /** data: CastVoteBody → UserVote. 400 bad vote, 404 'Bill not found' (bill not active). */
  castVote: 'voting.cast-vote',
  /** data: VotesPageQuery → VoteWithBill[] (bill: billId, title, policyArea; the gateway adds the rest). */
  listVotesWithBills: 'voting.list-votes-with-bills',
  /** data: ActivityInput → VoteWithBill[]: someone's personal votes, newest first (their profile's Votes). */
  personalVotesOf: 'voting.personal-votes-of',
  /** data: { billIds: string[] } → DistrictTally[] for the acting user's district, in order. */
  districtTallies: 'voting.district-tallies',
  /** data: PopulateArchetypeVotesInput → PopulateArchetypeVotesResponse (job queued). */
  populateArchetypeVotes: 'voting.populate-archetype-votes',
} as const;

/** Ids checked again on the voting side: only well-formed bill ids reach a query. */
export const districtTalliesInput = z.object({ billIds: z.array(billIdSchema).max(DISTRICT_BILL_IDS_MAX) });
export type DistrictTalliesInput = z.infer<typeof districtTalliesInput>;

/**
 * What the gateway read from identity just before asking for population. Populating can race
 * the user.voter-profile-changed.v1 event, so the caller hands the voter profile over itself;
 * `observedAt` (taken before the read) orders it against events: the newer one wins.
 */
export const populateArchetypeVotesInput = z.object({
  archetypeKey: z.string().min(1).max(100).nullable(),
  congressionalDistrict: z.string().trim().min(1).max(20).nullable(),
  observedAt: z.iso.datetime({ offset: true }),
});
export type PopulateArchetypeVotesInput = z.infer<typeof populateArchetypeVotesInput>;

/** BullMQ queues the voting service owns (besides its inbox). */
export const VOTING_QUEUES = {
  /** Jobs: `populate` {userId} (one user × every active bill) and `fan-out` {billId, version}. */
  archetypeVotes: 'voting.archetype-votes',
} as const;

/**
 * vote.cast.v1: a user cast or changed a personal vote. Recorded in the same transaction as the
 * vote; nobody subscribes yet (notifications' followed_user_voted will).
 */
export const voteCast = z.object({
  userId: z.uuid(),
  billId: z.string(),
  vote: voteValue,
  /** The vote before this cast, or null when the user had none on this bill. */
  previousVote: voteValue.nullable(),
  previousVoteType: voteType.nullable(),
  district: z.string(),
  castAt: z.string(),
});
export type VoteCast = z.infer<typeof voteCast>;

/**
 * Versions of what a district-tally answer depends on, kept in Redis under the stack's prefix
 * (ADR 0009). The voting service INCRs them after every commit that changes them: `district` when
 * a tally of that district moves, `voter` when a voter's district may have changed, `all` when
 * tallies of many districts moved at once (a fan-out chunk, a recount fix). The gateway reads
 * them in one MGET before using (or loading) its in-memory tallies, so a read that starts after
 * a bump never answers what came before it.
 */
export const TALLY_VERSION_KEYS = {
  voter: (redisPrefix: string, userId: string) => `${redisPrefix}:tv:voter:${userId}`,
  district: (redisPrefix: string, district: string) => `${redisPrefix}:tv:district:${district}`,
  all: (redisPrefix: string) => `${redisPrefix}:tv:all`,
} as const;

/** Whose activity (a profile's tabs) and how much of it, newest first. */
export const activityInput = z.object({ userId: z.uuid(), limit: z.number().int().min(1).max(100).default(50) });
export type ActivityInput = z.infer<typeof activityInput>;
