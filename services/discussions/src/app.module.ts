import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { serviceHealthModule, ServiceRuntimeModule } from '@civic/service-kit';
import { DISCUSSIONS_CONFIG, type DiscussionsConfig } from './config';
import { discussionsDataSourceOptions } from './data-source';
import { ReadModelInbox } from './read-models/read-model-inbox';
import { ReadModelsRepository } from './read-models/read-models.repository';
import { DiscussionsController } from './posts/discussions.controller';
import { DiscussionsRepository } from './posts/discussions.repository';
import { DiscussionsService } from './posts/discussions.service';
import { FeedMarks } from './posts/feed-marks';
import { PostVerdicts } from './posts/post-verdicts';
import { RepliesRepository } from './posts/replies.repository';
import { registerReviewMetrics } from './review/review-metrics';
import { ReviewController } from './review/review.controller';
import { ReviewRepository } from './review/review.repository';
import { ReviewService } from './review/review.service';

/** The discussions process, built from the configuration main.ts parsed once at boot. */
@Module({})
export class AppModule {
  static forRoot(config: DiscussionsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot(discussionsDataSourceOptions(config.databaseUrl, config.dbPoolSize)),
        ServiceRuntimeModule.forService({
          settings: { service: 'discussions', redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, inboxConcurrency: config.inboxConcurrency },
          handlers: [ReadModelInbox, PostVerdicts],
          providers: [ReadModelsRepository, DiscussionsRepository, RepliesRepository, ReviewRepository],
        }),
        serviceHealthModule(),
      ],
      controllers: [DiscussionsController, ReviewController],
      providers: [
        DiscussionsService,
        FeedMarks,
        ReviewService,
        { provide: DISCUSSIONS_CONFIG, useValue: config },
        { provide: 'REVIEW_METRICS', inject: [DataSource], useFactory: (ds: DataSource) => registerReviewMetrics(ds) },
      ],
    };
  }
}
