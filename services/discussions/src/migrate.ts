import { runMigrationsMain } from '@civic/service-kit';
import { discussionsDataSource, DISCUSSIONS_SCHEMA } from './data-source';

runMigrationsMain((url) => discussionsDataSource(url, 2), DISCUSSIONS_SCHEMA);
