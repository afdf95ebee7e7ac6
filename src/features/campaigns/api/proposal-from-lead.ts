import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, today } from '@/lib/calendar-days';
import { formatDate } from '@/lib/format';
import { supabase } from '@/lib/supabase';
import { campaignKeys, customerKeys, leadCustomerKeys } from './campaign-keys';
import { customerMatchesForLead, type CustomerMatch as LeadCustomerMatch } from './customer-matches-for-lead';

/** The customer a proposal from a lead is offered for: linked already, or a match (docs/decisions/055). */
export type CustomerMatch = { id: string; name: string; by: LeadCustomerMatch['by'] | 'linked' };

/** What a quote lead brings (the inbox row: docs/decisions/042; `details` as the quote form stored it). */
export type QuoteLead = { id: string; name: string | null; email: string | null; phone: string | null; details: unknown };
type QuoteItem = { code: string; name?: string; starts_on: string; ends_on: string };
type QuoteDetails = { company: string; reference: string; message: string; items: QuoteItem[] };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function quoteDetails(lead: QuoteLead): QuoteDetails {
  const details = (typeof lead.details === 'object' && lead.details !== null ? lead.details : {}) as Record<string, unknown>;
  const items = Array.isArray(details.items)
    ? details.items.filter((item): item is QuoteItem => typeof item === 'object' && item !== null && typeof item.code === 'string' && typeof item.starts_on === 'string' && typeof item.ends_on === 'string')
    : [];
  return { company: text(details.company), reference: text(details.reference), message: text(details.message), items };
}

/** The customer's name a lead gives: its company, else the person. */
export const leadCustomerName = (lead: QuoteLead) => quoteDetails(lead).company || text(lead.name) || text(lead.email);

/** The campaign made from lead `leadId`, if one was (a lead has at most one: campaigns.lead_id is unique). */
export function useLeadCampaign(leadId: string) {
  return useQuery({
    queryKey: campaignKeys.detail(`lead:${leadId}`),
    queryFn: async () => {
      const { data } = await supabase.from('campaigns').select('id, reference').eq('lead_id', leadId).maybeSingle().throwOnError();
      return data;
    },
  });
}

const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The customer a lead's proposal is for: the one it is linked to, else the best of those it may be (none: a new one). */
export async function customerForLead(lead: QuoteLead): Promise<CustomerMatch | null> {
  const { data } = await supabase.from('leads').select('customer:customers!leads_customer_id_fkey(id, name)').eq('id', lead.id).single().throwOnError();
  if (data.customer) return { ...data.customer, by: 'linked' };
  return (await customerMatchesForLead(lead.id))[0] ?? null;
}

/** The lead's person as a contact of `customerId`: the one with the same e-mail, else a new one. */
async function contactFor(customerId: string, lead: QuoteLead): Promise<string | null> {
  const email = text(lead.email) || null;
  if (email) {
    const { data } = await supabase.from('customer_contacts').select('id').eq('customer_id', customerId).ilike('email', likeLiteral(email)).limit(1).throwOnError();
    if (data[0]) return data[0].id;
  }
  const phone = text(lead.phone);
  // The table's own shape rule: a phone it would refuse is left out rather than losing the contact.
  const usablePhone = /^\+?[0-9 ().-]+$/.test(phone) && phone.replace(/\D/g, '').length >= 10 && phone.replace(/\D/g, '').length <= 15 ? phone : null;
  if (!email && !usablePhone) return null;
  const { data } = await supabase
    .from('customer_contacts')
    .insert({ customer_id: customerId, name: text(lead.name) || email || 'Contact', email, phone: usablePhone })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

export type ProposalFromLead = {
  campaignId: string;
  /** What did not come across as asked (a site no longer listed, dates already past), one sentence each. */
  notes: string[];
};

/**
 * A draft campaign from quote lead `lead` (docs/product.md §13): for `customerId`, or a new customer named after
 * the lead's company; its person as the contact; one line per site of the quote at the site's rate; `lead_id` set.
 * A line whose start has passed starts today (the database refuses a start in the past); one already over is left
 * out, and said so.
 */
export async function makeProposalFromLead({ lead, customerId }: { lead: QuoteLead; customerId?: string }): Promise<ProposalFromLead> {
  const details = quoteDetails(lead);
  const notes: string[] = [];
  let customer = customerId;
  if (!customer) {
    const { data } = await supabase.from('customers').insert({ name: leadCustomerName(lead) }).select('id').single().throwOnError();
    customer = data.id;
  }
  const contactId = await contactFor(customer, lead);
  const title = details.reference ? `Media plan ${details.reference}` : `Proposal for ${leadCustomerName(lead)}`;
  const campaignId = crypto.randomUUID();

  const codes = [...new Set(details.items.map((item) => item.code))];
  const { data: sites } = codes.length > 0 ? await supabase.from('sites').select('id, code, monthly_rate').in('code', codes).throwOnError() : { data: [] };
  const byCode = new Map(sites.map((site) => [site.code, site]));
  const from = today();
  const lines = details.items.flatMap((item) => {
    const site = byCode.get(item.code);
    if (!site) {
      notes.push(`${item.code} is no longer in the inventory, so it has no line.`);
      return [];
    }
    if (item.ends_on < from) {
      notes.push(`${item.code} was asked for ${formatDate(item.starts_on)} to ${formatDate(item.ends_on)}, which has passed, so it has no line.`);
      return [];
    }
    if (item.starts_on < from) notes.push(`${item.code} was asked from ${formatDate(item.starts_on)}, which has passed: its line starts today.`);
    return [{ site_id: site.id, starts_on: item.starts_on < from ? from : item.starts_on, ends_on: item.ends_on, monthly_rate: site.monthly_rate ?? 0 }];
  });
  // The campaign and its lines together (save_campaign(), decision 055); linking it to the lead links the lead to the customer.
  const { error } = await supabase.rpc('save_campaign', { campaign_id: campaignId, campaign: { title, customer_id: customer, contact_id: contactId, lead_id: lead.id }, lines });
  if (error) throw error;
  if (lines.some((line) => line.monthly_rate === 0)) notes.push('A site on rate on request has a monthly rate of ₹0: set the rate agreed.');
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

/** The default dates of a new line: from today for a month. */
export const defaultLineDates = () => ({ starts_on: today(), ends_on: addDays(today(), 29) });
