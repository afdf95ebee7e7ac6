import * as v from 'valibot';
import { requiredEmail } from '@/lib/form-rules';

/** Admin login (docs/product.md §5): both fields required, both trimmed before use. */
export const loginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1, 'Email is required')),
  password: v.pipe(v.string(), v.trim(), v.minLength(1, 'Password is required')),
});

export type LoginValues = v.InferOutput<typeof loginSchema>;

/** The product's minimum for a chosen password (the service itself requires 6). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Setting a password (accepting an invitation, resetting a forgotten one): twice, and long enough. Trimmed, as
 * sign-in trims it. The match is checked even while the password is too short, so both messages show at once.
 */
export const newPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.trim(), v.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)),
    confirm: v.pipe(v.string(), v.trim()),
  }),
  v.forward(
    v.check((values) => values.password === values.confirm, 'Passwords do not match'),
    ['confirm'],
  ),
);

export type NewPasswordValues = v.InferOutput<typeof newPasswordSchema>;

/** Forgot password: the e-mail to send the link to. */
export const forgotPasswordSchema = v.object({ email: requiredEmail() });

export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>;
