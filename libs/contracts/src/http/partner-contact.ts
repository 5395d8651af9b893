import { z } from 'zod';

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
  name: z
    .string({ message: PARTNER_CONTACT_MESSAGES.name })
    .trim()
    .min(1, PARTNER_CONTACT_MESSAGES.name)
    .max(PARTNER_NAME_MAX, `Name must be ${PARTNER_NAME_MAX} characters or less`),
  email: z
    .string({ message: PARTNER_CONTACT_MESSAGES.email })
    .trim()
    .pipe(z.email({ message: PARTNER_CONTACT_MESSAGES.email })),
  subject: z
    .string({ message: PARTNER_CONTACT_MESSAGES.subject })
    .trim()
    .min(1, PARTNER_CONTACT_MESSAGES.subject)
    .max(PARTNER_SUBJECT_MAX, `Subject must be ${PARTNER_SUBJECT_MAX} characters or less`),
  message: z
    .string({ message: PARTNER_CONTACT_MESSAGES.message })
    .trim()
    .min(PARTNER_MESSAGE_MIN, PARTNER_CONTACT_MESSAGES.message)
    .max(PARTNER_MESSAGE_MAX, `Message must be ${PARTNER_MESSAGE_MAX} characters or less`),
});
export type PartnerContactBody = z.infer<typeof partnerContactBody>;
