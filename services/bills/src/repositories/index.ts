export * from './bill-syntheses.repository';
export * from './bills.repository';

import { BillSynthesesRepository } from './bill-syntheses.repository';
import { BillsRepository } from './bills.repository';

/** The bills service's repositories, as Nest providers (each also builds on a transaction's manager with `in(m)`). */
export const BILLS_REPOSITORIES = [BillsRepository, BillSynthesesRepository];
