import * as v from 'valibot';
import { looseTelephone, requiredEmail, requiredText, tooLongMessage } from '@/lib/form-rules';

/**
 * 'Request a quote' (docs/product.md §11): the buyer's name, company, phone and e-mail, with the limits of
 * quote_requests (the database checks the same). The plan's sites and dates travel with it.
 */
export const quoteSchema = v.object({
  name: requiredText('Name is required', 200),
  company: requiredText('Company is required', 200),
  // quote_requests_phone_format checks the same.
  phone: looseTelephone(25),
  email: v.pipe(requiredEmail(), v.maxLength(254, tooLongMessage(254))),
  message: v.pipe(v.string(), v.trim(), v.maxLength(2000, tooLongMessage(2000))),
});

export type QuoteInput = v.InferInput<typeof quoteSchema>;
export type Quote = v.InferOutput<typeof quoteSchema>;

export const emptyQuote: QuoteInput = { name: '', company: '', phone: '', email: '', message: '' };

export const quoteErrorFallback = 'We could not send your quote request. Please try again.';

/** A quote request's reference, 'MP-' and the first 8 hex digits of its id: the database's quote_requests.reference. */
export function quoteReference(id: string): string {
  return `MP-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
