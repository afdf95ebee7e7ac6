import * as z from 'zod/mini';
import { contactPhone, MESSAGE_MAX, requiredEmail, requiredText } from '@/lib/form-rules';

/** docs/product.md §5, "Contact form". Company, designation and service are optional. */
export const contactSchema = z.object({
  name: requiredText('Name is required'),
  email: requiredEmail(),
  phone: contactPhone(),
  company: z.string().check(z.trim()),
  designation: z.string().check(z.trim()),
  service: z.string(),
  message: requiredText('Message is required', MESSAGE_MAX),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

export const emptyContactForm: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  designation: '',
  service: '',
  message: '',
};

/** Shown when the server gives no message (docs/product.md §8). */
export const contactErrorFallback = 'An error occurred while submitting the form. Please try again.';
