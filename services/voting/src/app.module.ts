import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HealthModule } from '@civic/service-kit';
import { votingConfig } from './config';
import { votingDataSourceOptions } from './data-source';
import { VOTING_REPOSITORIES } from './repositories';
import { VOTING_CONFIG, VotingRuntime } from './runtime';
import { VotingController } from './voting.controller';
import { VotingService } from './voting.service';

const config = votingConfig();

/** Config and the background runtime (Redis, queues, workers), shared with the health checks. */
@Global()
@Module({
  providers: [{ provide: VOTING_CONFIG, useValue: config }, VotingRuntime, ...VOTING_REPOSITORIES],
  exports: [VOTING_CONFIG, VotingRuntime, ...VOTING_REPOSITORIES],
})
export class VotingInfraModule {}

@Module({
  imports: [
    TypeOrmModule.forRoot(votingDataSourceOptions(config.databaseUrl, config.dbPoolSize)),
    VotingInfraModule,
    HealthModule.forChecks({
      inject: [DataSource, VotingRuntime],
      useFactory: (ds: DataSource, runtime: VotingRuntime) => ({
        postgres: () => ds.query('SELECT 1'),
        redis: () => runtime.redis.ping(),
      }),
    }),
  ],
  controllers: [VotingController],
  providers: [VotingService],
})
export class AppModule {}
