import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENTS, isArchetypeKey, suggestedVoteReason, type BillSynthesized, type IntegrationEvent, type VoteValue, type VoterProfileChanged } from '@civic/contracts';
import { logger, OnEvent, type FollowUp } from '@civic/service-kit';
import { reconcileVoter } from '../archetype-votes';
import { VOTING_CONFIG, type VotingConfig } from '../config';
import { jobDuration } from '../metrics';
import { ActiveBillsRepository, VotersRepository } from '../repositories';
import { ArchetypeVoteJobs } from './archetype-vote-jobs';

/** What voting learns from other services: bills that became active, voters whose profile changed. */
@Injectable()
export class VotingInbox {
  constructor(
    private readonly activeBills: ActiveBillsRepository,
    private readonly voters: VotersRepository,
    private readonly jobs: ArchetypeVoteJobs,
    @Inject(VOTING_CONFIG) private readonly config: VotingConfig,
  ) {}

  /** A bill with archetype suggestions: recorded, and (after commit) fanned out to every voter. */
  @OnEvent(EVENTS.billSynthesized)
  async onBillSynthesized(p: BillSynthesized, m: EntityManager, event: IntegrationEvent): Promise<FollowUp | void> {
    const archetypeVotes: Record<string, VoteValue> = {};
    const archetypeReasons: Record<string, string> = {};
    for (const [key, vote] of Object.entries(p.archetypeVotes)) {
      if (!isArchetypeKey(key)) {
        logger().warn({ billId: p.billId, key }, 'unknown archetype key in bill.synthesized.v1 ignored');
        continue;
      }
      archetypeVotes[key] = vote;
      // One form for every reason served, whoever published the event (issue #23).
      const reason = suggestedVoteReason(vote, p.archetypeReasons?.[key]);
      if (reason) archetypeReasons[key] = reason;
    }
    const r = await this.activeBills
      .in(m)
      .upsert({ billId: p.billId, title: p.title, policyArea: p.policyArea, archetypeVotes, archetypeReasons, synthesizedAt: event.occurredAt });
    // A fan-out lost to a crash before this follow-up is re-enqueued by the sweeper.
    if (r.applied && r.fanoutPending) return () => this.jobs.enqueueFanout(p.billId, r.fanoutVersion, event.requestId);
  }

  /**
   * A voter's district or archetype changed: applied in the event's own transaction (a retaken
   * survey recomputes archetype votes, a move re-homes the voter's votes, a first archetype
   * registers them all).
   */
  @OnEvent(EVENTS.voterProfileChanged)
  async onVoterProfileChanged(p: VoterProfileChanged, m: EntityManager, event: IntegrationEvent): Promise<FollowUp | void> {
    const archetypeKey = p.archetypeKey && isArchetypeKey(p.archetypeKey) ? p.archetypeKey : null;
    if (p.archetypeKey && !archetypeKey) logger().warn({ userId: p.userId, key: p.archetypeKey }, 'unknown archetype key treated as none');
    const r = await this.voters.in(m).upsert({ userId: p.userId, district: p.congressionalDistrict, archetypeKey, observedAt: event.occurredAt });
    if (!r.applied || !r.changed) return;
    const end = jobDuration.startTimer({ job: 'profile-event' });
    const result = await reconcileVoter(m, p.userId, this.config.populateBatch);
    end();
    return () => this.jobs.afterReconcile(p.userId, result);
  }
}
