import { userBillCreate, type UserBill } from '@civic/contracts';
import type { z } from 'zod';

/**
 * The Submit bill / Edit bill form (SPEC §2): Bill Title, Policy Area, Bill Summary (the
 * description) and Public Visibility. Validated with the API's own schema, so the messages are
 * the SPEC §5 ones and the client never accepts what the server would refuse.
 */
export const billForm = userBillCreate.pick({ title: true, description: true, policyArea: true, isPublic: true });
export type BillFormInput = z.input<typeof billForm>;
export type BillFormOutput = z.output<typeof billForm>;
export const BILL_FORM_FIELDS = ['title', 'description', 'policyArea', 'isPublic'] as const;
export type BillFormField = (typeof BILL_FORM_FIELDS)[number];

/** The form's values: strings for the inputs ('' is "no policy area"), a boolean for the switch. */
export interface BillFormValues {
  title: string;
  description: string;
  policyArea: string;
  isPublic: boolean;
}

export const EMPTY_BILL_FORM: BillFormValues = { title: '', description: '', policyArea: '', isPublic: false };

/** A draft as the edit form starts from. */
export function formValuesOf(bill: Pick<UserBill, 'title' | 'description' | 'policyArea' | 'isPublic'>): BillFormValues {
  return { title: bill.title, description: bill.description, policyArea: bill.policyArea ?? '', isPublic: bill.isPublic };
}

/** Field → message for every failing field (the first message per field), as the form shows them. */
export function validateBillForm(values: BillFormValues): Partial<Record<BillFormField, string>> {
  const result = billForm.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<BillFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BillFormField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Server field errors that belong to a form field (others are shown in the toast only). */
export function isBillFormField(field: string): field is BillFormField {
  return (BILL_FORM_FIELDS as readonly string[]).includes(field);
}
