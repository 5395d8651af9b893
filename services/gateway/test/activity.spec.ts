import type { DiscussionView, VoteWithBill } from '@civic/contracts';
import { activityOf } from '../src/social/activity';

/*
 * A profile's Comments tab labels a post Support or Oppose from its author's own vote on the bill
 * and from nothing else (issue #24): an archetype's suggestion, an abstain or no vote is no position.
 */
const at = '2026-11-25T12:00:00.000Z';

function vote(billId: string, value: VoteWithBill['vote'], kind: VoteWithBill['voteType']): VoteWithBill {
  return { id: `v-${billId}`, billId, vote: value, voteType: kind, createdAt: at, updatedAt: at, bill: { billId, title: `Bill ${billId}`, policyArea: null } } as VoteWithBill;
}
function post(billId: string): DiscussionView {
  return { id: `00000000-0000-4000-8000-0000000000${billId.padStart(2, '0')}`, billId, title: `On ${billId}`, content: 'Because.', createdAt: at } as DiscussionView;
}

it('states a position only where the author voted for or against the bill themselves', () => {
  const votes = [vote('1', 'support', 'personal'), vote('2', 'oppose', 'personal'), vote('3', 'abstain', 'personal'), vote('4', 'oppose', 'archetype'), vote('5', 'support', 'archetype')];
  const posts = ['1', '2', '3', '4', '5', '6'].map(post);
  const positions = activityOf(votes, posts, []).arguments.map((a) => [a.billId, a.position]);
  expect(positions).toEqual([
    ['1', 'for'],
    ['2', 'against'],
    ['3', null],
    ['4', null],
    ['5', null],
    ['6', null],
  ]);
});
