import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** SPEC §3 user. The password column holds an argon2id hash, never the password. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ name: 'password', type: 'text', select: false }) passwordHash!: string;
  @Column({ type: 'text', nullable: true }) name!: string | null;
  @Column({ type: 'text', nullable: true }) address!: string | null;
  @Column({ type: 'text', nullable: true }) city!: string | null;
  @Column({ type: 'varchar', length: 2, nullable: true }) state!: string | null;
  @Column({ name: 'zip_code', type: 'text', nullable: true }) zipCode!: string | null;
  @Column({ type: 'text', nullable: true }) district!: string | null;
  @Column({ name: 'congressional_district', type: 'text', nullable: true }) congressionalDistrict!: string | null;
  @Column({ name: 'state_upper_district', type: 'text', nullable: true }) stateUpperDistrict!: string | null;
  @Column({ name: 'state_lower_district', type: 'text', nullable: true }) stateLowerDistrict!: string | null;
  @Column({ type: 'text', nullable: true }) county!: string | null;
  @Column({ name: 'care_harm', type: 'smallint', default: 0 }) careHarm!: number;
  @Column({ name: 'fairness_cheating', type: 'smallint', default: 0 }) fairnessCheating!: number;
  @Column({ name: 'loyalty_betrayal', type: 'smallint', default: 0 }) loyaltyBetrayal!: number;
  @Column({ name: 'authority_subversion', type: 'smallint', default: 0 }) authoritySubversion!: number;
  @Column({ name: 'sanctity_degradation', type: 'smallint', default: 0 }) sanctityDegradation!: number;
  @Column({ name: 'liberty_oppression', type: 'smallint', default: 0 }) libertyOppression!: number;
  @Column({ name: 'voter_archetype', type: 'text', nullable: true }) voterArchetype!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
