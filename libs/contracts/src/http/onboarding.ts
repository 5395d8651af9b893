import { z } from 'zod';
import { emailText, MESSAGES, PASSWORD_MAX } from './auth';
import { optionalText, text } from './text';
import { publicUser } from './user';
import { foundationScores } from '../survey';

/**
 * Onboarding and profile calls (SPEC §2 Personal info screen, Profile tab, Survey screen; §5;
 * §7 POST /api/user/personal-info and POST /api/survey). The web forms and the gateway parse
 * with these schemas, so the messages a user sees are the SPEC's, word for word.
 */

// SPEC §5 messages, word for word (Personal info and Profile rows).
export const PERSONAL_INFO_MESSAGES = {
  name: 'Name is required',
  address: 'Address is required',
  city: 'City is required',
  stateRequired: 'State is required',
  stateLength: 'State must be 2 characters',
  zipCode: 'ZIP code is required',
  email: MESSAGES.email,
  // Not in the SPEC (it is silent on these); kept short and in the same voice.
  stateLetters: 'State must be 2 letters',
  zipFormat: 'Please enter a valid ZIP code',
} as const;

/**
 * An address is checked against identity's ZIP table before it is saved (not in the SPEC, which
 * is silent on a ZIP that does not exist or lies in another state): the message goes on the field.
 */
export const ADDRESS_CHECK_MESSAGES = {
  zipUnknown: (zip: string) => `ZIP code ${zip} does not exist. Please check your ZIP code.`,
  stateMismatch: (zip: string, zipStates: readonly string[], entered: string) =>
    `ZIP code ${zip} is in ${zipStates.join(' or ')}, not ${entered}. Please check your state and ZIP code.`,
} as const;

export const NAME_MAX = 200;
export const ADDRESS_MAX = 300;
export const CITY_MAX = 100;
export const ZIP_MIN = 5;
export const ZIP_MAX = 10;
/** A state is its two-letter postal code (NY, CA). */
export const STATE_CODE_LENGTH = 2;

const required = (message: string, max: number, label: string) => text({ label, max, required: message });

/** Two letters, uppercased as typed ('ny' → 'NY'); the SPEC's two messages for short and long. */
export const stateField = text({ label: 'State', min: STATE_CODE_LENGTH, max: STATE_CODE_LENGTH, required: PERSONAL_INFO_MESSAGES.stateRequired, tooLong: PERSONAL_INFO_MESSAGES.stateLength })
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: PERSONAL_INFO_MESSAGES.stateLetters, abort: true });

/** At least 5 characters ('ZIP code is required'), then a US ZIP or ZIP+4 (12345, 12345-6789). */
export const zipCodeField = text({ label: 'ZIP code', min: ZIP_MIN, max: ZIP_MAX, required: PERSONAL_INFO_MESSAGES.zipCode, tooLong: PERSONAL_INFO_MESSAGES.zipFormat })
  .regex(/^\d{5}(-?\d{4})?$/, PERSONAL_INFO_MESSAGES.zipFormat);

const emailField = emailText(PERSONAL_INFO_MESSAGES.email);

/**
 * Accepted for compatibility with the SPEC's payload (name, email, address, city, zipCode,
 * district) and ignored: the district is always derived from the address on the server, so a
 * stale or typed-in value can never put a voter in the wrong district's tally.
 */
const districtField = optionalText({ label: 'District', max: 50 }).nullish();

/** Onboarding step 1 (the Personal info screen): POST /api/user/personal-info without `email`. */
export const personalInfoBody = z.object({
  name: required(PERSONAL_INFO_MESSAGES.name, NAME_MAX, 'Name'),
  address: required(PERSONAL_INFO_MESSAGES.address, ADDRESS_MAX, 'Address'),
  city: required(PERSONAL_INFO_MESSAGES.city, CITY_MAX, 'City'),
  state: stateField,
  zipCode: zipCodeField,
  email: emailField.optional(),
  district: districtField,
});
export type PersonalInfoBody = z.infer<typeof personalInfoBody>;

/**
 * The Profile tab's edit form: POST /api/user/personal-info WITH `email` (that is how the two
 * forms are told apart). When `state` is sent it follows the same rule as on the Personal info
 * screen, otherwise the stored state is kept. `currentPassword` is required by identity only when
 * `email` differs from the stored one (ADR 0012): the schema cannot know the stored email, so it
 * is optional here and `profileFormFor` adds the rule on the form.
 */
export const profileBody = z.object({
  name: required(PERSONAL_INFO_MESSAGES.name, NAME_MAX, 'Name'),
  email: emailField,
  address: required(PERSONAL_INFO_MESSAGES.address, ADDRESS_MAX, 'Address'),
  city: required(PERSONAL_INFO_MESSAGES.city, CITY_MAX, 'City'),
  state: stateField.optional(),
  zipCode: zipCodeField,
  district: districtField,
  // Blank means not given; no control characters, taken exactly as typed (a password).
  currentPassword: optionalText({ label: 'Current password', max: PASSWORD_MAX, trim: false }),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** Whether a submitted (already normalised) email changes the account's stored one. */
export const isEmailChange = (submitted: string, stored: string): boolean => submitted !== stored.trim().toLowerCase();

/**
 * The Profile form for a user whose saved email is `savedEmail`: profileBody, plus the current
 * password required while the email differs from the saved one (the server checks the same).
 */
export const profileFormFor = (savedEmail: string) =>
  profileBody.superRefine((v, ctx) => {
    if (isEmailChange(v.email, savedEmail) && !v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: MESSAGES.currentPasswordRequired });
    }
  });

/** True when a personal-info request body is the Profile tab's form (it carries `email`). */
export function isProfileForm(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.prototype.hasOwnProperty.call(body, 'email');
}

/** How sure the address → district resolution is (SPEC §3 address validation result). */
export const DISTRICT_CONFIDENCE = ['HIGH', 'MEDIUM', 'LOW'] as const;
export const districtConfidence = z.enum(DISTRICT_CONFIDENCE);
export type DistrictConfidence = z.infer<typeof districtConfidence>;

/**
 * The district found for an address. `congressionalDistrict` is 'ST-NN' ('ST-AL' at large) or
 * null when it could not be determined; `county` is null unless the street address itself was
 * matched.
 */
export const districtInfo = z.object({
  confidence: districtConfidence,
  congressionalDistrict: z.string().nullable(),
  county: z.string().nullable(),
});
export type DistrictInfo = z.infer<typeof districtInfo>;

/**
 * Onboarding response: the saved user, the sentence the banner shows (coloured by confidence:
 * HIGH green, MEDIUM yellow, LOW red), and the district found.
 */
export const personalInfoResponse = z.object({
  user: publicUser,
  validationMessage: z.string(),
  districtInfo,
});
export type PersonalInfoResponse = z.infer<typeof personalInfoResponse>;

/**
 * The Profile tab's save returns the updated user (publicUser, SPEC §7). When the save looked
 * the district up again (the address changed, or no district was known), the user also carries
 * the lookup's `validationMessage` and `districtInfo`, so the tab shows the onboarding banner.
 */
export const profileResponse = publicUser.extend({
  validationMessage: z.string().optional(),
  districtInfo: districtInfo.optional(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/**
 * POST /api/survey response. `archetype.key` is the stable archetype key (ARCHETYPE_KEYS),
 * `name` the display name stored as `user.voterArchetype`, `description` its text. The SPEC §3
 * names (`archetypeName`, `archetypeDescription`) carry the same values, so the response also
 * satisfies `surveyResult`. Scores are integers 1–6 (0 only means "not taken" on a user).
 */
export const surveyResponse = z.object({
  archetype: z.object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    archetypeName: z.string(),
    archetypeDescription: z.string(),
  }),
  scores: foundationScores,
});
export type SurveyResponse = z.infer<typeof surveyResponse>;
