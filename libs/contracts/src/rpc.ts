/** Message patterns for gateway → service RPC over TCP. One constant per command. */
export const IDENTITY = {
  register: 'identity.register',
  verifyCredentials: 'identity.verify-credentials',
  getUser: 'identity.get-user',
  getUsers: 'identity.get-users',
  changePassword: 'identity.change-password',
  /** Onboarding step 1: personalInfoBody → PersonalInfoResponse. */
  savePersonalInfo: 'identity.save-personal-info',
  /** Profile tab save: profileBody → ProfileResponse (the user; a new email needs currentPassword). */
  updateProfile: 'identity.update-profile',
  /** Values survey: surveyBody → SurveyResponse. */
  submitSurvey: 'identity.submit-survey',
  /** {userId} → {operator: boolean}: may this user work the review queue (ADR 0020)? */
  isOperator: 'identity.is-operator',
  /** {userId} → {partner: PartnerAccount | null}: the partner party this account speaks for (ADR 0031). */
  partnerOf: 'identity.partner-of',
} as const;

/** How a service reports a failure across RPC; the gateway maps `status` to the HTTP status. */
export interface RpcErrorPayload {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
  /**
   * Set only by a service that is shutting down and refused the call before running it: the
   * caller may send it to another replica, whatever the command (ADR 0027).
   */
  draining?: true;
}
