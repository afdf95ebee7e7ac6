import { z } from 'zod';

/** Admin login (docs/product.md §5): both fields required, both trimmed before use. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().trim().min(1, 'Password is required'),
});

export type LoginValues = z.infer<typeof loginSchema>;
