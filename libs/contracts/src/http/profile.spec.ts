import { MESSAGES } from './auth';
import { isEmailChange, profileBody, profileFormFor } from './onboarding';

describe('profile form contracts (ADR 0012)', () => {
  const saved = 'ada@example.com';
  const values = { name: 'Ada', email: saved, address: '1 Main St', city: 'Burlington', state: 'vt', zipCode: '05401' };
  const issuesOf = (input: unknown) => {
    const r = profileFormFor(saved).safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('needs no current password while the email is the saved one, in any case or spacing', () => {
    expect(issuesOf({ ...values, email: '  ADA@Example.com ' })).toEqual({});
    expect(profileFormFor(saved).parse({ ...values, email: 'ADA@example.com' })).toMatchObject({ email: saved, state: 'VT' });
  });

  it('asks for the current password on the field when the email changes', () => {
    expect(issuesOf({ ...values, email: 'new@example.com' })).toEqual({ currentPassword: MESSAGES.currentPasswordRequired });
    expect(issuesOf({ ...values, email: 'new@example.com', currentPassword: '' })).toEqual({ currentPassword: MESSAGES.currentPasswordRequired });
    expect(issuesOf({ ...values, email: 'new@example.com', currentPassword: 'secret' })).toEqual({});
  });

  it('keeps the SPEC messages of the other fields', () => {
    expect(issuesOf({ ...values, name: '', email: 'nope', address: '', city: ' ', zipCode: '12' })).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      address: 'Address is required',
      city: 'City is required',
      zipCode: 'ZIP code is required',
    });
  });

  it('lets the server schema carry the password without requiring it', () => {
    expect(profileBody.parse({ ...values, currentPassword: 'secret' }).currentPassword).toBe('secret');
    expect(profileBody.parse(values).currentPassword).toBeUndefined();
    expect(isEmailChange('ada@example.com', ' Ada@Example.com')).toBe(false);
    expect(isEmailChange('bob@example.com', saved)).toBe(true);
  });
});
