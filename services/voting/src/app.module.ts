import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VOTING_QUEUES } from '@civic/contracts';
import { serviceHealthModule, ServiceRuntime, ServiceRuntimeModule } from '@civic/service-kit';
import { VOTING_CONFIG, type VotingConfig } from './config';
import { votingDataSourceOptions } from './data-source';
import { VOTING_REPOSITORIES } from './repositories';
import { ArchetypeVoteJobs, FanoutSweeper, VotingInbox } from './background';
import { registerVotingGauges } from './metrics';
import { TallyVersions } from './tally-versions';
import { VotingController } from './voting.controller';
import { PublicTalliesController } from './public-tallies.controller';
import { VotingService } from './voting.service';

/** The voting process, built from the configuration main.ts parsed once at boot. */
@Module({})
export class AppModule {
  static forRoot(config: VotingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot(votingDataSourceOptions(config.databaseUrl, config.dbPoolSize, config.databaseNamedStatements)),
        ServiceRuntimeModule.forService({
          settings: {
            service: 'voting',
            redisUrl: config.redisUrl,
            redisPrefix: config.redisPrefix,
            jobConcurrency: { [VOTING_QUEUES.archetypeVotes]: config.workerConcurrency },
          },
          handlers: [VotingInbox, ArchetypeVoteJobs, FanoutSweeper],
          providers: [
            { provide: VOTING_CONFIG, useValue: config },
            ...VOTING_REPOSITORIES,
            // Tally versions ride the push connection, so a bump reaches Redis before the push after it.
            { provide: TallyVersions, inject: [ServiceRuntime], useFactory: (runtime: ServiceRuntime) => new TallyVersions(runtime.pushRedis, config.redisPrefix) },
          ],
        }),
        serviceHealthModule(),
      ],
      controllers: [VotingController, PublicTalliesController],
      providers: [VotingService, { provide: 'VOTING_GAUGES', inject: [DataSource], useFactory: (ds: DataSource) => registerVotingGauges(ds) }],
    };
  }
}
