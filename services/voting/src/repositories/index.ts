export * from './active-bills.repository';
export * from './area-tallies.repository';
export * from './tallies.repository';
export * from './voters.repository';
export * from './votes.repository';

import { ActiveBillsRepository } from './active-bills.repository';
import { AreaTalliesRepository } from './area-tallies.repository';
import { TalliesRepository } from './tallies.repository';
import { VotersRepository } from './voters.repository';
import { VotesRepository } from './votes.repository';

/** The voting service's repositories, as Nest providers (each also builds on a transaction's manager with `in(m)`). */
export const VOTING_REPOSITORIES = [VotesRepository, TalliesRepository, VotersRepository, ActiveBillsRepository, AreaTalliesRepository];
