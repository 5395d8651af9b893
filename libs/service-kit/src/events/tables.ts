import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Events written in the same transaction as the change they describe; the relay publishes them. */
@Entity({ name: 'outbox' })
export class OutboxEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('jsonb') payload!: unknown;
  @Column({ name: 'request_id', type: 'text', nullable: true }) requestId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true }) publishedAt!: Date | null;
}

/** Ids of events this service has applied, so a redelivered event is applied once. */
@Entity({ name: 'inbox' })
export class InboxEntity {
  @PrimaryColumn({ name: 'event_id', type: 'text' }) eventId!: string;
  @Column('text') name!: string;
  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' }) processedAt!: Date;
}

/** SQL for a service migration that creates its outbox and inbox tables. */
export function outboxInboxSql(schema: string): string[] {
  return [
    `CREATE TABLE "${schema}".outbox (
       id uuid PRIMARY KEY,
       name text NOT NULL,
       payload jsonb NOT NULL,
       request_id text,
       created_at timestamptz NOT NULL DEFAULT now(),
       published_at timestamptz
     )`,
    `CREATE INDEX outbox_unpublished ON "${schema}".outbox (created_at) WHERE published_at IS NULL`,
    `CREATE TABLE "${schema}".inbox (
       event_id text PRIMARY KEY,
       name text NOT NULL,
       processed_at timestamptz NOT NULL DEFAULT now()
     )`,
  ];
}
