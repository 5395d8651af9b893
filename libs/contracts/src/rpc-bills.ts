import { z } from 'zod';
import { billIdSchema } from './http/bills';

/**
 * RPC patterns of the bills service. Inputs are parsed with these schemas on both sides.
 *   list                  BillListQuery              → BillListItem[]
 *   get                   {billId}                   → BillDetail (404 'Bill not found')
 *   policyAreas           {}                         → string[]
 *   getMany               {billIds}                  → BillListItem[] (found ones, in the order asked)
 */
export const BILLS = {
  list: 'bills.list',
  get: 'bills.get',
  policyAreas: 'bills.policy-areas',
  getMany: 'bills.get-many',
} as const;

export const BILLS_GET_MANY_MAX = 1000;

export const billsGetInput = z.object({ billId: billIdSchema });
export type BillsGetInput = z.infer<typeof billsGetInput>;

export const billsGetManyInput = z.object({
  billIds: z
    .array(z.string().trim().toLowerCase().max(40))
    .max(BILLS_GET_MANY_MAX, { error: `At most ${BILLS_GET_MANY_MAX} bills per request` }),
});
export type BillsGetManyInput = z.infer<typeof billsGetManyInput>;
