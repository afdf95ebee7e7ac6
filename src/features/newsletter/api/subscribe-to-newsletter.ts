import { leadRefusal, notifyAgency, type LeadSending } from '@/features/leads';
import { publicData } from '@/lib/public-api';
import type { NewsletterSource } from '../schemas';
import { useSubmission } from '@/lib/submission';

type Subscription = { email: string; source: NewsletterSource };

export const subscribeErrorFallback = 'We could not save your subscription. Please try again.';

/**
 * Saves the address. A repeat subscription is ignored by the database (unique e-mail, ignore
 * duplicates), so the visitor is welcomed either way and nobody learns who is already subscribed.
 */
export async function subscribeToNewsletter({ values: { email, source }, signals }: LeadSending<Subscription>): Promise<void> {
  const id = crypto.randomUUID();
  const { error } = await (await publicData())
    .from('newsletter_subscribers')
    .upsert({ id, email, source, ...signals }, { onConflict: 'email', ignoreDuplicates: true });
  if (error) throw new Error(leadRefusal(error, subscribeErrorFallback));
  // A repeat address stores no row under this id, and the function then sends nothing.
  void notifyAgency(id);
}

export function useSubscribeToNewsletter() {
  return useSubmission(subscribeToNewsletter);
}
