import { saveLead, type LeadSending } from '@/features/leads';
import type { NewsletterSource } from '../schemas';
import { useSubmission } from '@/lib/submission';

type Subscription = { email: string; source: NewsletterSource };

export const subscribeErrorFallback = 'We could not save your subscription. Please try again.';

/**
 * Saves the address. The database skips an address already subscribed and answers as for a new one
 * (decision 040), so the visitor is welcomed either way and nobody learns who is subscribed; a repeat stores
 * no row under the new id, and the notification then sends nothing.
 */
export function subscribeToNewsletter({ values: { email, source }, signals }: LeadSending<Subscription>): Promise<string> {
  return saveLead({ table: 'newsletter_subscribers', row: { email, source }, signals, fallback: subscribeErrorFallback });
}

export function useSubscribeToNewsletter() {
  return useSubmission(subscribeToNewsletter);
}
