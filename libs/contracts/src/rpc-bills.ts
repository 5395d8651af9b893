import { z } from 'zod';
import { billIdSchema } from './http/bills';
import { supportType, userBillUpdate } from './http/user-bills';

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

/**
 * RPC patterns of user bills (owned by the bills service; the acting user in ctx.userId).
 *   create      UserBillCreate                 → UserBill
 *   listOwn     UserBillListQuery              → UserBill[]
 *   listPublic  PublicUserBillsQuery           → UserBill[]
 *   byAuthor    ActivityInput                  → UserBill[] (approved and public; all of them for the author)
 *   get         {id}                           → UserBill (404 unless own or approved and public)
 *   update      {id, changes: UserBillUpdate}  → UserBill (own drafts)
 *   delete      {id}                           → {deleted: true} (own drafts)
 *   support     {id, supportType | null}       → UserBill (someone else's approved public bill; null takes it back)
 */
export const USER_BILLS = {
  create: 'bills.user-bills.create',
  listOwn: 'bills.user-bills.list-own',
  listPublic: 'bills.user-bills.list-public',
  byAuthor: 'bills.user-bills.by-author',
  get: 'bills.user-bills.get',
  update: 'bills.user-bills.update',
  delete: 'bills.user-bills.delete',
  support: 'bills.user-bills.support',
} as const;

/** A user bill's id: anything but a uuid names no bill (404 'Bill not found', not a 400). */
export const userBillIdInput = z.object({ id: z.uuid() });
export const userBillUpdateInput = z.object({ id: z.uuid(), changes: userBillUpdate });
export const userBillSupportInput = z.object({ id: z.uuid(), supportType: supportType.nullable() });
