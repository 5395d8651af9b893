import { runMigrationsMain } from '@civic/service-kit';
import { votingDataSource, VOTING_SCHEMA } from './data-source';

runMigrationsMain((url) => votingDataSource(url, 2), VOTING_SCHEMA);
