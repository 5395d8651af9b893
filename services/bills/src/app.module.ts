import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { serviceHealthModule, ServiceRuntimeModule } from '@civic/service-kit';
import { BILLS_CONFIG, type BillsConfig } from './config';
import { billsDataSourceOptions } from './data-source';
import { BillsController } from './bills.controller';
import { BillsQueries } from './bills.queries';
import { BILLS_REPOSITORIES } from './repositories';
import { registerBillsMetrics } from './metrics';
import { SampleLoad } from './sample-load';
import { SynthesisResults } from './synthesis/synthesis-results';
import { UserBillsController } from './user-bills/user-bills.controller';
import { UserBillsService } from './user-bills/user-bills.service';
import { UserBillsRepository } from './user-bills/user-bills.repository';
import { UserBillVerdicts } from './user-bills/verdicts';
import { BillReviewController } from './review/review.controller';
import { BillReviewRepository } from './review/review.repository';
import { BillReviewService } from './review/review.service';
import { RollCallsController, RollCallsQueries, RollCallsRepository } from './rollcalls/module';
import { CandidatesController } from './partners/candidates.controller';
import { CandidatesRepository } from './partners/candidates.repository';
import { CandidatesService } from './partners/candidates.service';

/** The bills process, built from the configuration main.ts parsed once at boot. */
@Module({})
export class AppModule {
  static forRoot(config: BillsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot(billsDataSourceOptions(config.databaseUrl, config.dbPoolSize)),
        ServiceRuntimeModule.forService({
          settings: { service: 'bills', redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, inboxConcurrency: config.inboxConcurrency },
          handlers: [SynthesisResults, UserBillVerdicts],
          providers: [UserBillsRepository, { provide: BILLS_CONFIG, useValue: config }],
        }),
        serviceHealthModule(),
      ],
      controllers: [BillsController, UserBillsController, RollCallsController, BillReviewController, CandidatesController],
      providers: [
        BillsQueries,
        ...BILLS_REPOSITORIES,
        UserBillsService,
        BillReviewRepository,
        BillReviewService,
        RollCallsRepository,
        RollCallsQueries,
        CandidatesRepository,
        CandidatesService,
        SampleLoad,
        { provide: 'BILLS_METRICS', inject: [DataSource], useFactory: (ds: DataSource) => registerBillsMetrics(ds) },
      ],
    };
  }
}
