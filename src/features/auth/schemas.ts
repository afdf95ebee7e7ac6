import * as z from 'zod/mini';
import { requiredEmail } from '@/lib/form-rules';

/** Admin login (docs/product.md §5): both fields required, both trimmed before use. */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  password: z.string().check(z.trim(), z.minLength(1, 'Password is required')),
});

export type LoginValues = z.infer<typeof loginSchema>;

/** The product's minimum for a chosen password (the service itself requires 6). */
export const MIN_PASSWORD_LENGTH = 8;

/** Setting a password (accepting an invitation, resetting a forgotten one): twice, and long enough. Trimmed, as sign-in trims it. */
export const newPasswordSchema = z
  .object({
    password: z.string().check(z.trim(), z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)),
    confirm: z.string().check(z.trim()),
  })
  .check(z.refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'Passwords do not match' }));

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** Forgot password: the e-mail to send the link to. */
export const forgotPasswordSchema = z.object({ email: requiredEmail() });

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
