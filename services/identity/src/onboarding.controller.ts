import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY, personalInfoBody, profileBody, surveyBody } from '@civic/contracts';
import { actingUser, parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { OnboardingService } from './onboarding.service';
import { SurveyService } from './survey/survey.service';

/** Onboarding (personal info, survey) and Profile edits; always the acting user's own data. */
@Controller()
export class OnboardingController {
  constructor(
    private readonly onboarding: OnboardingService,
    private readonly survey: SurveyService,
  ) {}

  @MessagePattern(IDENTITY.savePersonalInfo)
  savePersonalInfo(@Payload() env: RpcEnvelope) {
    return this.onboarding.savePersonalInfo(actingUser(env), parseOrThrow(personalInfoBody, env.data));
  }

  @MessagePattern(IDENTITY.updateProfile)
  updateProfile(@Payload() env: RpcEnvelope) {
    return this.onboarding.updateProfile(actingUser(env), parseOrThrow(profileBody, env.data));
  }

  @MessagePattern(IDENTITY.submitSurvey)
  submitSurvey(@Payload() env: RpcEnvelope) {
    return this.survey.submit(actingUser(env), parseOrThrow(surveyBody, env.data));
  }
}
