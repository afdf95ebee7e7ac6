import { z } from 'zod';
import { requiredEmail, requiredText } from '@/lib/form-rules';

/**
 * 'Request a quote' (docs/product.md §11): the buyer's name, company, phone and e-mail, with the limits of
 * quote_requests (the database checks the same). The plan's sites and dates travel with it.
 */
export const quoteSchema = z.object({
  name: requiredText('Name is required', 200),
  company: requiredText('Company is required', 200),
  // Digits with spaces, dots, dashes, brackets and a leading plus; 10 to 15 digits (quote_requests_phone_format).
  phone: requiredText('Phone number is required', 25)
    .regex(/^\+?[0-9 ().-]+$/, 'Enter a valid phone number')
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15;
    }, 'Enter a valid phone number'),
  email: requiredEmail().max(254, 'Use at most 254 characters'),
  message: z.string().trim().max(2000, 'Use at most 2000 characters'),
});

export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;

export const emptyQuote: QuoteInput = { name: '', company: '', phone: '', email: '', message: '' };

export const quoteErrorFallback = 'We could not send your quote request. Please try again.';
