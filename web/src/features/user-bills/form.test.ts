import { describe, expect, it } from 'vitest';
import { POLICY_AREAS, USER_BILL_MESSAGES } from '@civic/contracts';
import { EMPTY_BILL_FORM, billForm, formValuesOf, isBillFormField, validateBillForm } from './form';

const valid = { title: 'Rural Broadband Access Act', description: 'Funds broadband in rural counties.', policyArea: '', isPublic: true };

describe('the bill form (SPEC §5 User bill)', () => {
  it('asks for a title and a summary with the SPEC messages', () => {
    expect(validateBillForm(EMPTY_BILL_FORM)).toEqual({ title: 'Title is required', description: 'Summary description is required' });
    expect(validateBillForm({ ...valid, title: '   ', description: '\n\n' })).toEqual({
      title: USER_BILL_MESSAGES.titleRequired,
      description: USER_BILL_MESSAGES.descriptionRequired,
    });
  });
  it('bounds the title at 200 and the summary at 1000 characters', () => {
    expect(validateBillForm({ ...valid, title: 'x'.repeat(200), description: 'y'.repeat(1000) })).toEqual({});
    expect(validateBillForm({ ...valid, title: 'x'.repeat(201), description: 'y'.repeat(1001) })).toEqual({
      title: 'Title must be 200 characters or less',
      description: 'Description must be 1000 characters or less',
    });
  });
  it('takes no policy area, or one of the 28', () => {
    expect(POLICY_AREAS).toHaveLength(28);
    expect(billForm.parse(valid).policyArea).toBeUndefined();
    for (const area of POLICY_AREAS) expect(validateBillForm({ ...valid, policyArea: area })).toEqual({});
    expect(validateBillForm({ ...valid, policyArea: 'Astrology' })).toEqual({ policyArea: USER_BILL_MESSAGES.policyArea });
  });
  it('sends trimmed text and the switch as a boolean', () => {
    expect(billForm.parse({ ...valid, title: '  Act  ', isPublic: false })).toEqual({
      title: 'Act',
      description: valid.description,
      policyArea: undefined,
      isPublic: false,
    });
  });
  it('starts an edit from the draft, with no policy area as the empty choice', () => {
    expect(formValuesOf({ title: 'T', description: 'D', policyArea: null, isPublic: true })).toEqual({ title: 'T', description: 'D', policyArea: '', isPublic: true });
    expect(formValuesOf({ title: 'T', description: 'D', policyArea: 'Health', isPublic: false }).policyArea).toBe('Health');
  });
  it('knows which server field errors belong at a field', () => {
    expect(['title', 'description', 'policyArea', 'isPublic', 'tags', 'moderationStatus'].filter(isBillFormField)).toEqual([
      'title',
      'description',
      'policyArea',
      'isPublic',
    ]);
  });
});
