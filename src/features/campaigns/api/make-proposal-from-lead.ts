import { useQueryClient } from '@tanstack/react-query';
import { today } from '@/lib/calendar-days';
import { supabase } from '@/lib/supabase';
import { leadCustomerName, proposalFromQuote, quoteDetails, type QuoteLead } from '../quote-lead';
import { campaignKeys, customerKeys, leadCustomerKeys } from './campaign-keys';
import { fetchQuoteSites } from './quote-sites';

export type ProposalFromLead = {
  campaignId: string;
  /** What did not come across as asked (a site no longer listed, dates already past), one sentence each. */
  notes: string[];
};

/**
 * A draft campaign from quote lead `lead` (docs/product.md §13), for `customerId` or a new customer named after the
 * lead's company, with its person as the contact and `lead_id` set: make_proposal_from_lead() writes the customer,
 * the contact, the campaign and its lines all or nothing, so a refusal leaves nothing half made.
 */
export async function makeProposalFromLead({ lead, customerId }: { lead: QuoteLead; customerId?: string }): Promise<ProposalFromLead> {
  const sites = await fetchQuoteSites([...new Set(quoteDetails(lead).items.map((item) => item.code))]);
  const { title, contact, lines, notes } = proposalFromQuote(lead, sites, today());
  const campaignId = crypto.randomUUID();
  const { error } = await supabase.rpc('make_proposal_from_lead', {
    campaign_id: campaignId,
    lead_id: lead.id,
    new_customer_name: leadCustomerName(lead),
    contact,
    title,
    lines,
    customer_id: customerId,
  });
  if (error) throw error;
  return { campaignId, notes };
}

/** After a proposal is made: the lists and the lead's link read again. */
export function useProposalMade() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    void queryClient.invalidateQueries({ queryKey: leadCustomerKeys.all });
  };
}
