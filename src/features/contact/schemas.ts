import { z } from 'zod';
import { emailPattern } from '@/components/form/patterns';

/** SPEC section 5, "Contact form". Company, designation and service are optional. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').regex(emailPattern, 'Enter a valid email address'),
  // Stored as a number (SPEC section 7), so a leading zero could not survive: ten digits, the first not 0.
  phone: z
    .string()
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^[1-9]\d{9}$/, 'Enter a valid 10-digit phone number'),
  company: z.string().trim(),
  designation: z.string().trim(),
  service: z.string(),
  message: z.string().trim().min(1, 'Message is required'),
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

/** Shown when the server gives no message (SPEC section 8). */
export const contactErrorFallback = 'An error occurred while submitting the form. Please try again.';
