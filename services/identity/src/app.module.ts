import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceHealthModule, ServiceRuntimeModule } from '@civic/service-kit';
import type { IdentityConfig } from './config';
import { identityDataSourceOptions } from './data-source';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { UsersRepository } from './users.repository';
import { IDENTITY_CONFIG } from './tokens';
import { DistrictService } from './district/district.service';
import { OnboardingController } from './onboarding.controller';
import { PublicDistrictsController } from './district/public-districts.controller';
import { OnboardingService } from './onboarding.service';
import { SurveyService } from './survey/survey.service';
import { VerifyThrottle } from './verify-throttle';

/** The identity process, built from the configuration main.ts parsed once at boot. */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot(identityDataSourceOptions(config.databaseUrl, config.dbPoolSize)),
        // Identity only publishes (user.voter-profile-changed.v1, user.public-profile-changed.v1): no handlers, just the relay.
        ServiceRuntimeModule.forService({
          settings: { service: 'identity', redisUrl: config.redisUrl, redisPrefix: config.redisPrefix },
          handlers: [],
          providers: [{ provide: IDENTITY_CONFIG, useValue: config }],
        }),
        serviceHealthModule(),
      ],
      controllers: [UsersController, OnboardingController, PublicDistrictsController],
      providers: [UsersRepository, UsersService, VerifyThrottle, DistrictService, OnboardingService, SurveyService],
    };
  }
}
