import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  IDENTITY,
  isProfileForm,
  personalInfoBody,
  PersonalInfoResponse,
  profileBody,
  ProfileResponse,
  surveyBody,
  SurveyResponse,
} from '@civic/contracts';
import { parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { PERSONAL_INFO_USER, SURVEY_USER } from '../auth/rate-limits';
import { IDENTITY_CLIENT } from '../clients';

/** Onboarding steps 1 and 2 and the Profile tab's save (SPEC §7). Signed-in users only. */
@Controller('api')
export class OnboardingController {
  constructor(@Inject(IDENTITY_CLIENT) private readonly identity: RpcClient) {}

  /**
   * One path, two forms (SPEC §7 leaves the payloads open): a body with `email` is the Profile
   * tab (profileBody → the user, with the district lookup's message when the address moved;
   * a new email needs `currentPassword`, ADR 0012), otherwise the Personal info screen
   * (personalInfoBody → { user, validationMessage, districtInfo }).
   */
  @RateLimited(PERSONAL_INFO_USER)
  @Post('user/personal-info')
  @HttpCode(200)
  async personalInfo(@CurrentUserId() userId: string, @Body() body: unknown): Promise<PersonalInfoResponse | ProfileResponse> {
    if (isProfileForm(body)) {
      return this.identity.send<ProfileResponse>(IDENTITY.updateProfile, parseOrThrow(profileBody, body), userId);
    }
    return this.identity.send<PersonalInfoResponse>(IDENTITY.savePersonalInfo, parseOrThrow(personalInfoBody, body), userId);
  }

  @RateLimited(SURVEY_USER)
  @Post('survey')
  @HttpCode(200)
  async survey(@CurrentUserId() userId: string, @Body() body: unknown): Promise<SurveyResponse> {
    return this.identity.send<SurveyResponse>(IDENTITY.submitSurvey, parseOrThrow(surveyBody, body), userId);
  }
}
