import * as v from 'valibot';
import { imageUrl, requiredText } from '@/lib/form-rules';
import type { Client } from './api/fetch-clients';

/** The client form (docs/product.md §5): three trimmed, required fields within the database's limits; the logo must also be a usable image URL. */
export const clientFormSchema = v.object({
  name: requiredText('Client name is required', 200),
  logo: imageUrl('Logo URL is required'),
  industry: requiredText('Industry is required', 100),
});

export type ClientFormValues = v.InferInput<typeof clientFormSchema>;

export function clientFormDefaults(client?: Client): ClientFormValues {
  return { name: client?.name ?? '', logo: client?.logo ?? '', industry: client?.industry ?? '' };
}
