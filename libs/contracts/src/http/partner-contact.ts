import { z } from 'zod';
import { emailText } from './auth';
import { text } from './text';

// SPEC §5 (Partner contact) messages, word for word. The About page's dialog and the gateway
// parse with the same schema.
export const PARTNER_CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
  subject: 'Subject is required',
  message: 'Message must be at least 10 characters',
} as const;

export const PARTNER_MESSAGE_MIN = 10;
/** Upper bounds keep the inbox sane; the SPEC names only the minimums. */
export const PARTNER_NAME_MAX = 200;
export const PARTNER_SUBJECT_MAX = 200;
export const PARTNER_MESSAGE_MAX = 5000;

export const partnerContactBody = z.object({
  name: text({ label: 'Name', max: PARTNER_NAME_MAX, required: PARTNER_CONTACT_MESSAGES.name }),
  email: emailText(PARTNER_CONTACT_MESSAGES.email),
  subject: text({ label: 'Subject', max: PARTNER_SUBJECT_MAX, required: PARTNER_CONTACT_MESSAGES.subject }),
  message: text({ label: 'Message', min: PARTNER_MESSAGE_MIN, max: PARTNER_MESSAGE_MAX, required: PARTNER_CONTACT_MESSAGES.message, multiline: true }),
});
export type PartnerContactBody = z.infer<typeof partnerContactBody>;
