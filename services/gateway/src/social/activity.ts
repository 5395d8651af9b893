import type { DiscussionView, UserActivity, UserBill, VoteWithBill } from '@civic/contracts';

/**
 * A profile's activity (SPEC §3 user activity) from what three services answered. A discussion
 * carries no position of its own, so an argument's position is its author's vote on the bill:
 * support is `for`; oppose, abstain or no vote is `against` (SPEC §2 shows anything but `for`
 * as Oppose).
 */
export function activityOf(votes: VoteWithBill[], discussions: DiscussionView[], bills: UserBill[]): UserActivity {
  const voteOn = new Map(votes.map((v) => [v.billId, v.vote]));
  return {
    votes: votes.map((v) => ({ id: v.id, billId: v.billId, billTitle: v.bill.title || null, voteType: v.vote, kind: v.voteType, createdAt: v.createdAt })),
    arguments: discussions.map((d) => ({
      id: d.id,
      billId: d.billId,
      position: voteOn.get(d.billId) === 'support' ? 'for' : 'against',
      title: d.title,
      content: d.content,
      createdAt: d.createdAt,
    })),
    submittedBills: bills.map((b) => ({ id: b.id, title: b.title, description: b.description, moderationStatus: b.moderationStatus, submissionDate: b.submissionDate })),
  };
}
