import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceHealthModule, ServiceRuntimeModule } from '@civic/service-kit';
import { identityConfig } from './config';
import { identityDataSourceOptions } from './data-source';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { UsersRepository } from './users.repository';
import { IDENTITY_CONFIG } from './tokens';
import { DistrictService } from './district/district.service';
import { OnboardingController } from './onboarding.controller';
import { OnboardingService } from './onboarding.service';
import { SurveyService } from './survey/survey.service';

const config = identityConfig();

@Module({
  imports: [
    TypeOrmModule.forRoot(identityDataSourceOptions(config.databaseUrl)),
    { module: class IdentityConfigModule {}, global: true, providers: [{ provide: IDENTITY_CONFIG, useValue: config }], exports: [IDENTITY_CONFIG] },
    // Identity only publishes (user.voter-profile-changed.v1): no handlers, just the relay.
    ServiceRuntimeModule.forService({ settings: { service: 'identity', redisUrl: config.redisUrl, redisPrefix: config.redisPrefix }, handlers: [] }),
    serviceHealthModule(),
  ],
  controllers: [UsersController, OnboardingController],
  providers: [UsersRepository, UsersService, DistrictService, OnboardingService, SurveyService],
})
export class AppModule {}
