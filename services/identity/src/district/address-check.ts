import { ADDRESS_CHECK_MESSAGES } from '@civic/contracts';
import { zip5 } from './types';
import type { ZctaDistrictRow } from './zcta-table';

/** What is wrong with an address, on the field the person must change. */
export interface AddressProblem {
  field: 'zipCode' | 'state';
  message: string;
}

/**
 * Checks a ZIP and the state entered against the ZIP → district table's rows for that ZIP and
 * the ZIP's USPS prefix (for ZIPs the table has no area for, like PO boxes): a ZIP whose prefix
 * is not assigned does not exist; a state that is none of the ZIP's states is a typo in one of
 * them. Nothing else is refused: an unknown street still saves, at a lower confidence.
 */
export function addressProblem(zipCode: string, enteredState: string | null, rows: readonly ZctaDistrictRow[], prefixState: string | null): AddressProblem | null {
  const zip = zip5(zipCode);
  if (!rows.length && !prefixState) return { field: 'zipCode', message: ADDRESS_CHECK_MESSAGES.zipUnknown(zip) };
  if (!enteredState) return null;
  const entered = enteredState.toUpperCase();
  const zipStates = rows.length ? [...new Set(rows.map((r) => r.state))].sort() : [prefixState!];
  if (zipStates.includes(entered)) return null;
  return { field: 'state', message: ADDRESS_CHECK_MESSAGES.stateMismatch(zip, zipStates, entered) };
}
