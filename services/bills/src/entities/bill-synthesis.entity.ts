import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ArchetypeVoteSuggestion } from '@civic/contracts';

/**
 * SPEC §3 bill_synthesis. The SPEC's one-text-field-per-archetype (`<Key>Vote`) is stored as one
 * jsonb column {ArchetypeKey: {vote, reason}}; the API exposes both forms.
 */
@Entity({ name: 'bill_syntheses' })
export class BillSynthesisEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'bill_id', type: 'text', unique: true }) billId!: string;
  @Column({ name: 'content_hash', type: 'text' }) contentHash!: string;
  @Column({ name: 'bill_ai_synthesis_short', type: 'text' }) billAiSynthesisShort!: string;
  @Column({ name: 'bill_ai_synthesis_long', type: 'text' }) billAiSynthesisLong!: string;
  @Column({ name: 'bill_arguments_for', type: 'text', array: true }) billArgumentsFor!: string[];
  @Column({ name: 'bill_arguments_against', type: 'text', array: true }) billArgumentsAgainst!: string[];
  @Column({ name: 'bill_importance_score', type: 'smallint' }) billImportanceScore!: number;
  @Column({ name: 'archetype_votes', type: 'jsonb' }) archetypeVotes!: Record<string, ArchetypeVoteSuggestion>;
  @Column({ name: 'archetype_reviewed', type: 'boolean', default: false }) archetypeReviewed!: boolean;
  @Column({ type: 'text' }) provider!: string;
  @Column({ type: 'text' }) model!: string;
  @Column({ name: 'prompt_version', type: 'text' }) promptVersion!: string;
  @Column({ name: 'request_event_id', type: 'text', nullable: true }) requestEventId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
