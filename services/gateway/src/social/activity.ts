import type { DiscussionView, UserActivity, UserBill, VoteWithBill } from '@civic/contracts';

/**
 * A profile's activity (SPEC §3 user activity) from what three services answered. A discussion
 * carries no position of its own, so an argument's position is its author's own vote on the bill:
 * a personal support is `for`, a personal oppose `against`; an archetype's suggestion, an abstain
 * or no vote states no position (null), so a label never puts words in the author's mouth (#24).
 */
export function activityOf(votes: VoteWithBill[], discussions: DiscussionView[], bills: UserBill[]): UserActivity {
  const voteOn = new Map(votes.filter((v) => v.voteType === 'personal').map((v) => [v.billId, v.vote]));
  const positionOn = (billId: string) => {
    const vote = voteOn.get(billId);
    return vote === 'support' ? 'for' : vote === 'oppose' ? 'against' : null;
  };
  return {
    votes: votes.map((v) => ({ id: v.id, billId: v.billId, billTitle: v.bill.title || null, voteType: v.vote, kind: v.voteType, createdAt: v.createdAt })),
    arguments: discussions.map((d) => ({
      id: d.id,
      billId: d.billId,
      position: positionOn(d.billId),
      title: d.title,
      content: d.content,
      createdAt: d.createdAt,
    })),
    submittedBills: bills.map((b) => ({ id: b.id, title: b.title, description: b.description, moderationStatus: b.moderationStatus, submissionDate: b.submissionDate })),
  };
}
