import * as v from 'valibot';
import { contactPhone, MESSAGE_MAX, requiredEmail, requiredText } from '@/lib/form-rules';

/** docs/product.md §5, "Contact form". Company, designation and service are optional. */
export const contactSchema = v.object({
  name: requiredText('Name is required'),
  email: requiredEmail(),
  phone: contactPhone(),
  company: v.pipe(v.string(), v.trim()),
  designation: v.pipe(v.string(), v.trim()),
  service: v.string(),
  message: requiredText('Message is required', MESSAGE_MAX),
});

export type ContactFormInput = v.InferInput<typeof contactSchema>;
export type ContactSubmission = v.InferOutput<typeof contactSchema>;

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
