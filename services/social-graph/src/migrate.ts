import { runMigrationsMain } from '@civic/service-kit';
import { socialDataSource, SOCIAL_SCHEMA } from './data-source';

runMigrationsMain((url) => socialDataSource(url, 2), SOCIAL_SCHEMA);
