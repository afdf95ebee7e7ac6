import * as v from 'valibot';
import { contactPhone, requiredText } from '@/lib/form-rules';

/** The chat's 'Request a call back' (docs/product.md §2, Chat widget): a name and a phone, by the contact form's rules. */
export const callbackSchema = v.object({
  name: requiredText('Name is required', 200),
  phone: contactPhone(),
});

export type CallbackInput = v.InferInput<typeof callbackSchema>;
export type CallbackRequest = v.InferOutput<typeof callbackSchema>;

export const callbackErrorFallback = 'We could not save your request. Please try again, or call us.';
