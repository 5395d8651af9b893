import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceHealthModule, ServiceRuntimeModule } from '@civic/service-kit';
import { SOCIAL_CONFIG, type SocialConfig } from './config';
import { socialDataSourceOptions } from './data-source';
import { PublicProfiles } from './inbox/public-profiles';
import { LocalEventsRepository } from './local-events/local-events.repository';
import { LocalEventsService } from './local-events/local-events.service';
import { PartnerEventVerdicts } from './local-events/partner-event-verdicts';
import { PartnerEventsRepository } from './local-events/partner-events.repository';
import { PartnerEventsService } from './local-events/partner-events.service';
import { EventReviewController } from './review/event-review.controller';
import { EventReviewRepository } from './review/event-review.repository';
import { EventReviewService } from './review/event-review.service';
import { SocialController } from './social.controller';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

/** The social-graph process, built from the configuration main.ts parsed once at boot. */
@Module({})
export class AppModule {
  static forRoot(config: SocialConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot(socialDataSourceOptions(config.databaseUrl, config.dbPoolSize)),
        ServiceRuntimeModule.forService({
          settings: { service: 'social-graph', redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, inboxConcurrency: config.inboxConcurrency },
          handlers: [PublicProfiles, PartnerEventVerdicts],
          providers: [UsersRepository, LocalEventsRepository, LocalEventsService, PartnerEventsRepository, PartnerEventsService, EventReviewRepository, EventReviewService, { provide: SOCIAL_CONFIG, useValue: config }],
        }),
        serviceHealthModule(),
      ],
      controllers: [SocialController, EventReviewController],
      providers: [UsersService],
    };
  }
}
