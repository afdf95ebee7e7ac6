import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { NewsletterSource } from '../schemas';

type Subscription = { email: string; source: NewsletterSource };

/**
 * Saves the address. A repeat subscription is ignored by the database (unique e-mail, ignore
 * duplicates), so the visitor is welcomed either way and nobody learns who is already subscribed.
 */
export async function subscribeToNewsletter({ email, source }: Subscription): Promise<void> {
  await supabase
    .from('newsletter_subscribers')
    .upsert({ email, source }, { onConflict: 'email', ignoreDuplicates: true })
    .throwOnError();
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
