import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceHealthModule, ServiceRuntimeModule } from '@civic/service-kit';
import type { DiscussionsConfig } from './config';
import { discussionsDataSourceOptions } from './data-source';
import { ReadModelInbox } from './read-models/read-model-inbox';
import { ReadModelsRepository } from './read-models/read-models.repository';
import { DiscussionsController } from './posts/discussions.controller';
import { DiscussionsRepository } from './posts/discussions.repository';
import { DiscussionsService } from './posts/discussions.service';
import { FeedMarks } from './posts/feed-marks';
import { PostVerdicts } from './posts/post-verdicts';
import { RepliesRepository } from './posts/replies.repository';

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
          providers: [ReadModelsRepository, DiscussionsRepository, RepliesRepository],
        }),
        serviceHealthModule(),
      ],
      controllers: [DiscussionsController],
      providers: [DiscussionsService, FeedMarks],
    };
  }
}
