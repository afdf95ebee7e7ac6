import { z } from 'zod';
import { imageUrl, requiredText } from '@/lib/form-rules';
import type { Client } from './api/fetch-clients';

/** The client form (docs/product.md §5): three trimmed, required fields; the logo must also be a usable image URL. */
export const clientFormSchema = z.object({
  name: requiredText('Client name is required'),
  logo: imageUrl('Logo URL is required'),
  industry: requiredText('Industry is required'),
});

export type ClientFormValues = z.input<typeof clientFormSchema>;

export function clientFormDefaults(client?: Client): ClientFormValues {
  return { name: client?.name ?? '', logo: client?.logo ?? '', industry: client?.industry ?? '' };
}
