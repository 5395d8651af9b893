/** Congress.gov's citation style for each bill type. */
const BILL_TYPE_LABELS: Record<string, string> = {
  HR: 'H.R.',
  S: 'S.',
  HJRES: 'H.J.Res.',
  SJRES: 'S.J.Res.',
  HCONRES: 'H.Con.Res.',
  SCONRES: 'S.Con.Res.',
  HRES: 'H.Res.',
  SRES: 'S.Res.',
};

/**
 * The web app's one bill-number formatter: "H.R. 1234", "S.J.Res. 7"; '' for a record without a
 * number (a user bill). Every screen that names a congressional bill by number goes through it.
 */
export function formatBillNumber(billType: string | null | undefined, billNumber: string | null | undefined): string {
  const number = (billNumber ?? '').trim();
  if (!number) return '';
  const type = (billType ?? '').trim();
  const label = BILL_TYPE_LABELS[type.toUpperCase().replace(/[^A-Z]/g, '')] ?? type;
  return label ? `${label} ${number}` : number;
}

/**
 * A bill named by one string, formatted by `formatBillNumber`: a bill id as the API keys bills
 * ("119-hr-1234") or a type and number as discussions carry them ("HR 1234"). '' when it is
 * neither (a user bill's uuid, nothing).
 */
export function formatBillReference(reference: string | null | undefined): string {
  const ref = (reference ?? '').trim();
  const id = /^\d+-([a-z]+)-(\d+)$/i.exec(ref);
  if (id) return formatBillNumber(id[1], id[2]);
  const typed = /^([A-Za-z][A-Za-z. ]*?)\s*(\d+)$/.exec(ref);
  return typed ? formatBillNumber(typed[1], typed[2]) : '';
}
