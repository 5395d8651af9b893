import { isUuid } from '@civic/contracts';

/** A user bill's id is a uuid; a congressional billId (e.g. 119-hr-1234) never is. */
export function isUserBillId(id: string): boolean {
  return isUuid(id);
}
