import { runMigrationsMain } from '@civic/service-kit';
import { billsDataSource, BILLS_SCHEMA } from './data-source';

runMigrationsMain((url) => billsDataSource(url, 2), BILLS_SCHEMA);
