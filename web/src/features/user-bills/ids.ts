/** A user bill's id is a uuid; a congressional billId (e.g. 119-hr-1234) never is. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUserBillId(id: string): boolean {
  return UUID.test(id);
}
