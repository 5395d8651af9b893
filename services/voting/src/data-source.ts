import { DataSource, DataSourceOptions } from 'typeorm';
import { InboxEntity, OutboxEntity, serviceDataSourceOptions } from '@civic/service-kit';
import { CreateVoting1764100000000 } from './migrations/1764100000000-CreateVoting';
import { VotingFunctions1764200000000 } from './migrations/1764200000000-VotingFunctions';
import { ArchetypeReasons1764230000000 } from './migrations/1764230000000-ArchetypeReasons';
import { VotesByLastChange1764950000000 } from './migrations/1764950000000-VotesByLastChange';

export const VOTING_SCHEMA = 'voting';

export function votingDataSourceOptions(url: string, poolSize = 10, namedStatements = true): DataSourceOptions {
  return serviceDataSourceOptions({
    url,
    schema: VOTING_SCHEMA,
    entities: [OutboxEntity, InboxEntity],
    migrations: [CreateVoting1764100000000, VotingFunctions1764200000000, ArchetypeReasons1764230000000, VotesByLastChange1764950000000],
    poolSize,
    namedStatements,
  });
}

export function votingDataSource(url: string, poolSize?: number, namedStatements?: boolean): DataSource {
  return new DataSource(votingDataSourceOptions(url, poolSize, namedStatements));
}
