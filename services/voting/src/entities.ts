import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { VoteType, VoteValue } from '@civic/contracts';

/*
 * Entity classes document the tables (the migration is the source of truth). The hot paths use
 * SQL directly: atomic counter updates and bulk INSERT ... SELECT are not what an ORM does well.
 */

/** SPEC §3 vote. One per (user, bill). */
@Entity({ name: 'votes' })
export class VoteEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'bill_id', type: 'text' }) billId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) vote!: VoteValue;
  @Column({ name: 'vote_type', type: 'text', default: 'archetype' }) voteType!: VoteType;
  /** The district the vote counts in ('UNKNOWN' while the voter has none). */
  @Column({ type: 'text' }) district!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** DESIGN §4 district tally: counts per vote value and kind; weighted totals are generated columns. */
@Entity({ name: 'district_tallies' })
export class DistrictTallyEntity {
  @PrimaryColumn({ name: 'bill_id', type: 'text' }) billId!: string;
  @PrimaryColumn({ type: 'text' }) district!: string;
  @Column({ name: 'support_personal', type: 'integer' }) supportPersonal!: number;
  @Column({ name: 'support_archetype', type: 'integer' }) supportArchetype!: number;
  @Column({ name: 'oppose_personal', type: 'integer' }) opposePersonal!: number;
  @Column({ name: 'oppose_archetype', type: 'integer' }) opposeArchetype!: number;
  @Column({ name: 'abstain_personal', type: 'integer' }) abstainPersonal!: number;
  @Column({ name: 'abstain_archetype', type: 'integer' }) abstainArchetype!: number;
  @Column({ name: 'support_weighted', type: 'bigint', insert: false, update: false }) supportWeighted!: string;
  @Column({ name: 'oppose_weighted', type: 'bigint', insert: false, update: false }) opposeWeighted!: string;
  @Column({ name: 'abstain_weighted', type: 'bigint', insert: false, update: false }) abstainWeighted!: string;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** Read model: a voter's district and archetype as identity last told us. */
@Entity({ name: 'voters' })
export class VoterEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text', nullable: true }) district!: string | null;
  @Column({ name: 'archetype_key', type: 'text', nullable: true }) archetypeKey!: string | null;
  @Column({ name: 'profile_at', type: 'timestamptz' }) profileAt!: Date;
  @Column({ name: 'profile_version', type: 'integer' }) profileVersion!: number;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** Read model: bills open for voting, with each archetype's suggested vote. */
@Entity({ name: 'active_bills' })
export class ActiveBillEntity {
  @PrimaryColumn({ name: 'bill_id', type: 'text' }) billId!: string;
  @Column({ type: 'text' }) title!: string;
  @Column({ name: 'policy_area', type: 'text', nullable: true }) policyArea!: string | null;
  @Column({ name: 'archetype_votes', type: 'jsonb' }) archetypeVotes!: Record<string, VoteValue>;
  @Column({ name: 'archetype_reasons', type: 'jsonb' }) archetypeReasons!: Record<string, string>;
  @CreateDateColumn({ name: 'activated_at', type: 'timestamptz' }) activatedAt!: Date;
  @Column({ name: 'synthesized_at', type: 'timestamptz' }) synthesizedAt!: Date;
  @Column({ name: 'fanout_version', type: 'integer' }) fanoutVersion!: number;
  @Column({ name: 'fanout_done_version', type: 'integer' }) fanoutDoneVersion!: number;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
