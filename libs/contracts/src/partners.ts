import { z } from 'zod';
import { text } from './http/text';

/**
 * Partner parties (issue #27 item 5, ADR 0031): an account a CLI command linked to a party after the
 * partner contact form. The party's name is what its candidates and events are shown under.
 */
export const PARTY_NAME_MAX = 120;

export const PARTNER_MESSAGES = {
  /** Everyone who is not a partner gets the same 404 as for a route that does not exist. */
  notFound: 'Not found',
  partyRequired: 'Party name is required',
  partyTooLong: `Party name must be ${PARTY_NAME_MAX} characters or less`,
} as const;

export const partyName = text({ label: 'Party name', max: PARTY_NAME_MAX, required: PARTNER_MESSAGES.partyRequired, tooLong: PARTNER_MESSAGES.partyTooLong });

/** identity.partner-of answer, and GET /api/partner/access: the caller's party, or null. */
export interface PartnerAccount {
  userId: string;
  party: string;
}
export const partnerAccount = z.object({ userId: z.string(), party: z.string() });
