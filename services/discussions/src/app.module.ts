import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceHealthModule, ServiceRuntimeModule } from '@civic/service-kit';
import { discussionsConfig } from './config';
import { discussionsDataSourceOptions } from './data-source';
import { ReadModelInbox } from './read-models/read-model-inbox';
import { ReadModelsRepository } from './read-models/read-models.repository';
import { DiscussionsController } from './posts/discussions.controller';
import { DiscussionsRepository } from './posts/discussions.repository';
import { DiscussionsService } from './posts/discussions.service';
import { PostVerdicts } from './posts/post-verdicts';
import { RepliesRepository } from './posts/replies.repository';

const config = discussionsConfig();

@Module({
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
  providers: [DiscussionsService],
})
export class AppModule {}
