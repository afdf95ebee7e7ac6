import { saveLead, type LeadSending } from '@/features/leads';
import type { PlanItem } from '../plan/plan-store';
import { quoteErrorFallback, type Quote } from '../plan/quote-schema';
import { useSubmission } from '@/lib/submission';

export type QuoteSending = LeadSending<Quote> & { items: readonly PlanItem[] };

/** The plan as a quote request's items: each site's code and name with the wanted dates. */
export function quoteItems(items: readonly PlanItem[]) {
  return items.map((item) => ({ code: item.code, name: item.name, starts_on: item.from, ends_on: item.to }));
}

/** Saves the quote request as a 'quote' lead in the Leads inbox, screened like every public form's. */
export function sendQuote({ values, signals, items }: QuoteSending): Promise<void> {
  return saveLead({ table: 'quote_requests', row: { ...values, message: values.message || null, items: quoteItems(items) }, signals, fallback: quoteErrorFallback });
}

export function useSendQuote() {
  return useSubmission(sendQuote);
}
