import { useQueryClient } from '@tanstack/react-query';
import { saveLead, type LeadSending } from '@/features/leads';
import { useSubmission } from '@/lib/submission';
import type { PlanItem } from '../plan/plan-store';
import { quoteErrorFallback, quoteReference, type Quote } from '../plan/quote-schema';
import { changedSince } from '../plan/todays-facts';
import { planSitesQueryOptions } from './fetch-plan-sites';

/** The quote's sites as the plan shows them (withdrawn ones left out), and every code of the plan. */
export type QuoteSending = LeadSending<Quote> & { items: readonly PlanItem[]; planCodes: readonly string[] };

/** The plan as a quote request's items: each site's code and name with the wanted dates. */
export function quoteItems(items: readonly PlanItem[]) {
  return items.map((item) => ({ code: item.code, name: item.name, starts_on: item.from, ends_on: item.to }));
}

/** Saves the quote request as a 'quote' lead in the Leads inbox, screened like every public form's; resolves to its reference. */
export async function sendQuote({ values, signals, items }: QuoteSending): Promise<string> {
  const id = await saveLead({ table: 'quote_requests', row: { ...values, message: values.message || null, items: quoteItems(items) }, signals, fallback: quoteErrorFallback });
  return quoteReference(id);
}

/**
 * Sends the quote once today's facts are read again (docs/decisions/048): a site withdrawn or repriced since the
 * plan showed it stops the send with a sentence, and the plan shows the change, so the buyer never asks for a
 * quote on facts that are gone.
 */
export function useSendQuote() {
  const client = useQueryClient();
  return useSubmission(async (sending: QuoteSending) => {
    const today = await client.fetchQuery(planSitesQueryOptions(sending.planCodes));
    const changed = changedSince(sending.items, today);
    if (changed.length > 0) {
      throw new Error(`${changed.join(', ')} changed since you opened the plan (withdrawn, or at a new rate): check the plan and send it again.`);
    }
    return sendQuote(sending);
  });
}
