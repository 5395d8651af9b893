import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NOTIFICATIONS_QUEUES } from '@civic/contracts';
import { serviceHealthModule, ServiceRuntimeModule } from '@civic/service-kit';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from './config';
import { notificationsDataSourceOptions } from './data-source';
import { NotificationTriggers } from './inbox/notification-triggers';
import { FanoutJobs } from './notifications/fanout-jobs';
import { LiveNotifications } from './notifications/live-notifications';
import { NotificationsController } from './notifications/notifications.controller';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsService } from './notifications/notifications.service';
import { PartnerContactService } from './partner/partner-contact.service';
import { PartnerMessagesRepository } from './partner/partner-messages.repository';

/** The notifications process, built from the configuration main.ts parsed once at boot. */
@Module({})
export class AppModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot(notificationsDataSourceOptions(config.databaseUrl, config.dbPoolSize)),
        ServiceRuntimeModule.forService({
          settings: {
            service: 'notifications',
            redisUrl: config.redisUrl,
            redisPrefix: config.redisPrefix,
            inboxConcurrency: config.inboxConcurrency,
            jobConcurrency: { [NOTIFICATIONS_QUEUES.fanouts]: config.fanoutConcurrency },
          },
          handlers: [NotificationTriggers, FanoutJobs],
          providers: [NotificationsRepository, LiveNotifications, { provide: NOTIFICATIONS_CONFIG, useValue: config }],
        }),
        serviceHealthModule(),
      ],
      controllers: [NotificationsController],
      providers: [NotificationsService, PartnerMessagesRepository, PartnerContactService],
    };
  }
}
