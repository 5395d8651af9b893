import { runMigrationsMain } from '@civic/service-kit';
import { identityDataSource, IDENTITY_SCHEMA } from './data-source';

runMigrationsMain((url) => identityDataSource(url), IDENTITY_SCHEMA);
