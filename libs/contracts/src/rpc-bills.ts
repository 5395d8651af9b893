import { z } from 'zod';
import { archetypeVoteValue } from './ai';
import { ARCHETYPE_KEYS } from './archetypes';
import { billIdSchema } from './http/bills';

/**
 * RPC patterns of the bills service. Inputs are parsed with these schemas on both sides.
 *   list                  BillListQuery              → BillListItem[]
 *   get                   {billId}                   → BillDetail (404 'Bill not found')
 *   policyAreas           {}                         → string[]
 *   getMany               {billIds}                  → BillListItem[] (found ones, in the order asked)
 *   activeBillSuggestions {after?, limit?, archetypeKey?} → ActiveBillSuggestionsPage
 */
export const BILLS = {
  list: 'bills.list',
  get: 'bills.get',
  policyAreas: 'bills.policy-areas',
  getMany: 'bills.get-many',
  activeBillSuggestions: 'bills.active-bill-suggestions',
} as const;

export const BILLS_GET_MANY_MAX = 1000;
export const BILL_SUGGESTIONS_PAGE_MAX = 1000;

export const billsGetInput = z.object({ billId: billIdSchema });
export type BillsGetInput = z.infer<typeof billsGetInput>;

export const billsGetManyInput = z.object({
  billIds: z
    .array(z.string().trim().toLowerCase().max(40))
    .max(BILLS_GET_MANY_MAX, { error: `At most ${BILLS_GET_MANY_MAX} bills per request` }),
});
export type BillsGetManyInput = z.infer<typeof billsGetManyInput>;

/**
 * Keyset paging over active bills by billId: pass the page's `nextAfter` as `after` until it is
 * null. New bills never shift a page already read (unlike offset paging).
 */
export const activeBillSuggestionsInput = z.object({
  after: z.string().max(40).optional(),
  limit: z.number().int().min(1).max(BILL_SUGGESTIONS_PAGE_MAX).default(500),
  /** Only this archetype's vote in each item (what the archetype fan-out for one user needs). */
  archetypeKey: z.enum(ARCHETYPE_KEYS).optional(),
});
export type ActiveBillSuggestionsInput = z.input<typeof activeBillSuggestionsInput>;

export const activeBillSuggestion = z.object({
  billId: z.string(),
  title: z.string(),
  policyArea: z.string().nullable(),
  /** Archetype key → suggested vote (one key when archetypeKey was given). */
  archetypeVotes: z.record(z.string(), archetypeVoteValue),
});
export type ActiveBillSuggestion = z.infer<typeof activeBillSuggestion>;

export const activeBillSuggestionsPage = z.object({
  items: z.array(activeBillSuggestion),
  nextAfter: z.string().nullable(),
});
export type ActiveBillSuggestionsPage = z.infer<typeof activeBillSuggestionsPage>;
