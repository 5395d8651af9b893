import { z } from 'zod';
import { text } from './text';

// SPEC §5 messages, word for word. Forms (web) and the gateway parse with the same schemas.
export const MESSAGES = {
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: "Passwords don't match",
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 6 characters',
  confirmNewRequired: 'Please confirm your new password',
} as const;

export const PASSWORD_MIN = 6;
/** Upper bound so hashing cost stays bounded (argon2 on a megabyte is a DoS vector). */
export const PASSWORD_MAX = 200;

/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** An email field: the shared text checks, lowercased, then a valid address (`message` for every failure but control characters). */
export const emailText = (message: string) =>
  text({ label: 'Email', max: EMAIL_MAX, required: message, tooLong: message }).toLowerCase().pipe(z.email({ message }));

/** A password field: taken exactly as typed (not trimmed), no control characters, bounded. */
export const passwordText = (label: string, required: string, min = 1, tooLong = `${label} must be ${PASSWORD_MAX} characters or less`) =>
  text({ label, required, min, max: PASSWORD_MAX, tooLong, trim: false, allowFormatCharacters: true });

const email = emailText(MESSAGES.email);

export const loginBody = z.object({
  email,
  password: passwordText('Password', MESSAGES.passwordRequired),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email,
  password: passwordText('Password', MESSAGES.passwordMin, PASSWORD_MIN),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * "Passwords don't match" on the confirmation, shown even while another field is still wrong.
 * zod skips an object's refinement once one of its fields failed with an aborting check (as
 * every text field does), so the comparison is its own object, parsed beside the form's fields
 * (an intersection reports the issues of both sides).
 */
const confirmationMatches = <P extends string, C extends string>(password: P, confirmation: C) =>
  z
    .object({ [password]: z.unknown(), [confirmation]: z.unknown() } as Record<P | C, z.ZodUnknown>)
    .refine((v: Record<string, unknown>) => typeof v[password] !== 'string' || typeof v[confirmation] !== 'string' || v[password] === v[confirmation], {
      message: MESSAGES.passwordsMismatch,
      path: [confirmation],
    });

/** The sign-up form: confirmPassword is checked here and never sent. */
export const registerForm = z.intersection(
  registerBody.extend({ confirmPassword: z.string().min(1, MESSAGES.confirmRequired) }),
  confirmationMatches('password', 'confirmPassword'),
);
export type RegisterForm = z.infer<typeof registerForm>;

export const changePasswordBody = z.object({
  currentPassword: passwordText('Current password', MESSAGES.currentPasswordRequired),
  newPassword: passwordText('New password', MESSAGES.newPasswordMin, PASSWORD_MIN),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordForm = z.intersection(
  changePasswordBody.extend({ confirmPassword: z.string().min(1, MESSAGES.confirmNewRequired) }),
  confirmationMatches('newPassword', 'confirmPassword'),
);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
