import { ROLL_CALLS } from './accountability';
import { OPEN_DATA_RPC } from './open-data';
import { PARTNER_RPC } from './partner-pledges';
import { DISCUSSIONS_REVIEW, SOCIAL_REVIEW } from './review';
import { IDENTITY } from './rpc';
import { BILLS, USER_BILLS } from './rpc-bills';
import { DISCUSSIONS } from './rpc-discussions';
import { NOTIFICATIONS } from './rpc-notifications';
import { SOCIAL } from './rpc-social';
import { VOTING } from './rpc-voting';

/**
 * The commands that change nothing: a caller whose connection closed under one of these may send
 * it again to another replica (ADR 0027). Every command not listed is treated as a write and is
 * never sent twice after its connection dropped (it may have run). List a new read here.
 */
export const RPC_READS: ReadonlySet<string> = new Set<string>([
  IDENTITY.verifyCredentials,
  IDENTITY.getUser,
  IDENTITY.getUsers,
  IDENTITY.isOperator,
  IDENTITY.partnerOf,
  BILLS.list,
  BILLS.get,
  BILLS.policyAreas,
  BILLS.getMany,
  USER_BILLS.listOwn,
  USER_BILLS.listPublic,
  USER_BILLS.byAuthor,
  USER_BILLS.get,
  ROLL_CALLS.forDistrict,
  OPEN_DATA_RPC.districtRecord,
  OPEN_DATA_RPC.districtTalliesOf,
  OPEN_DATA_RPC.billTallies,
  OPEN_DATA_RPC.districts,
  OPEN_DATA_RPC.zipDistricts,
  PARTNER_RPC.candidates,
  PARTNER_RPC.record,
  PARTNER_RPC.areaTallies,
  DISCUSSIONS.list,
  DISCUSSIONS.get,
  DISCUSSIONS.listReplies,
  DISCUSSIONS.feedPage,
  DISCUSSIONS.feedFlags,
  DISCUSSIONS.repliesByAuthors,
  DISCUSSIONS.byAuthor,
  DISCUSSIONS_REVIEW.queue,
  DISCUSSIONS_REVIEW.log,
  DISCUSSIONS_REVIEW.agreement,
  NOTIFICATIONS.list,
  NOTIFICATIONS.unreadCount,
  SOCIAL.isFollowing,
  SOCIAL.partnerEvents,
  SOCIAL_REVIEW.queue,
  SOCIAL_REVIEW.log,
  SOCIAL_REVIEW.agreement,
  SOCIAL.profile,
  SOCIAL.followers,
  SOCIAL.following,
  SOCIAL.events,
  SOCIAL.calendar,
  VOTING.listVotes,
  VOTING.listVotesWithBills,
  VOTING.personalVotesOf,
  VOTING.districtTallies,
]);
