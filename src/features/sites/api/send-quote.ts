import { leadRefusal, notifyAgency, type LeadSending } from '@/features/leads';
import { publicData } from '@/lib/public-api';
import type { PlanItem } from '../plan/plan-store';
import { quoteErrorFallback, type Quote } from '../plan/quote-schema';
import { useSubmission } from '@/lib/submission';

export type QuoteSending = LeadSending<Quote> & { items: readonly PlanItem[] };

/** The plan as a quote request's items: each site's code and name with the wanted dates. */
export function quoteItems(items: readonly PlanItem[]) {
  return items.map((item) => ({ code: item.code, name: item.name, starts_on: item.from, ends_on: item.to }));
}

/**
 * Saves the quote request under an id of our own (a 'quote' lead in the Leads inbox, screened like every
 * public form: docs/decisions/025), then asks for the agency's notification of it.
 */
export async function sendQuote({ values, signals, items }: QuoteSending): Promise<void> {
  const id = crypto.randomUUID();
  const { error } = await (await publicData())
    .from('quote_requests')
    .insert({ id, ...values, message: values.message || null, items: quoteItems(items), ...signals });
  if (error) {
    console.error('Quote request failed:', error);
    throw new Error(leadRefusal(error, quoteErrorFallback));
  }
  void notifyAgency(id);
}

export function useSendQuote() {
  return useSubmission(sendQuote);
}
