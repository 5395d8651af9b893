import { changePasswordForm, MESSAGES, registerForm } from './auth';

const issuesAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message);

describe('password confirmations', () => {
  it("says Passwords don't match on the confirmation even while another field is still wrong", () => {
    const change = changePasswordForm.safeParse({ currentPassword: '', newPassword: 'fresh-horse-7', confirmPassword: 'fresh-horse-8' });
    expect(issuesAt(change, 'currentPassword')).toEqual([MESSAGES.currentPasswordRequired]);
    expect(issuesAt(change, 'confirmPassword')).toEqual([MESSAGES.passwordsMismatch]);

    const register = registerForm.safeParse({ email: 'not-an-email', password: 'secret-1', confirmPassword: 'secret-2' });
    expect(issuesAt(register, 'email')).toEqual([MESSAGES.email]);
    expect(issuesAt(register, 'confirmPassword')).toEqual([MESSAGES.passwordsMismatch]);
  });

  it('accepts matching passwords and asks for a missing confirmation first', () => {
    expect(changePasswordForm.safeParse({ currentPassword: 'old-one', newPassword: 'fresh-horse-7', confirmPassword: 'fresh-horse-7' }).success).toBe(true);
    const missing = changePasswordForm.safeParse({ currentPassword: 'old-one', newPassword: 'fresh-horse-7', confirmPassword: '' });
    expect(issuesAt(missing, 'confirmPassword')[0]).toBe(MESSAGES.confirmNewRequired);
  });
});
