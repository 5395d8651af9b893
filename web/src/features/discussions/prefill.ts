import type { DiscussionBillType } from '@civic/contracts';

/** The bill a "discuss this bill" link names (/?tab=discussions&billId=…&billType=…), if it names one. */
export function prefillFrom(params: URLSearchParams): { billId: string; billType: DiscussionBillType } | null {
  const billId = params.get('billId')?.trim();
  const billType = params.get('billType');
  if (!billId || (billType !== 'congressional' && billType !== 'user')) return null;
  return { billId, billType };
}

/** The same query without the prefill (SPEC §2: removed from the address once read); the tab stays. */
export function withoutPrefill(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('billId');
  next.delete('billType');
  return next;
}
