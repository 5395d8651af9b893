import { z } from 'zod';

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

const email = z.string().trim().toLowerCase().pipe(z.email({ message: MESSAGES.email }));

export const loginBody = z.object({
  email,
  password: z.string({ message: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email,
  password: z
    .string({ message: MESSAGES.passwordMin })
    .min(PASSWORD_MIN, MESSAGES.passwordMin)
    .max(PASSWORD_MAX, `Password must be ${PASSWORD_MAX} characters or less`),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The sign-up form: confirmPassword is checked here and never sent. */
export const registerForm = registerBody
  .extend({ confirmPassword: z.string().min(1, MESSAGES.confirmRequired) })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] });
export type RegisterForm = z.infer<typeof registerForm>;

export const changePasswordBody = z.object({
  currentPassword: z.string({ message: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired).max(PASSWORD_MAX),
  newPassword: z
    .string({ message: MESSAGES.newPasswordMin })
    .min(PASSWORD_MIN, MESSAGES.newPasswordMin)
    .max(PASSWORD_MAX, `New password must be ${PASSWORD_MAX} characters or less`),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, MESSAGES.confirmNewRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
