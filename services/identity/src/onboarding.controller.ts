import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY, personalInfoBody, profileBody, surveyBody } from '@civic/contracts';
import { parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { OnboardingService } from './onboarding.service';
import { SurveyService } from './survey/survey.service';
import { actor } from './users.controller';

/** Onboarding (personal info, survey) and Profile edits; always the acting user's own data. */
@Controller()
export class OnboardingController {
  constructor(
    private readonly onboarding: OnboardingService,
    private readonly survey: SurveyService,
  ) {}

  @MessagePattern(IDENTITY.savePersonalInfo)
  savePersonalInfo(@Payload() env: RpcEnvelope) {
    return this.onboarding.savePersonalInfo(actor(env), parseOrThrow(personalInfoBody, env.data));
  }

  @MessagePattern(IDENTITY.updateProfile)
  updateProfile(@Payload() env: RpcEnvelope) {
    return this.onboarding.updateProfile(actor(env), parseOrThrow(profileBody, env.data));
  }

  @MessagePattern(IDENTITY.submitSurvey)
  submitSurvey(@Payload() env: RpcEnvelope) {
    return this.survey.submit(actor(env), parseOrThrow(surveyBody, env.data));
  }
}
