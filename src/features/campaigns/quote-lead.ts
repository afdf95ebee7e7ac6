import { formatDate } from '@/lib/format';

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

/** A site of the quote as the inventory has it today. */
export type QuoteSite = { id: string; code: string; monthly_rate: number | null };

export type ProposalDraft = {
  title: string;
  /** The lead's person as the customer's contact; a phone the contacts' table would refuse is left out. */
  contact: { name: string; email: string | null; phone: string | null };
  lines: Array<{ site_id: string; starts_on: string; ends_on: string; monthly_rate: number }>;
  /** What did not come across as asked (a site no longer listed, dates already past), one sentence each. */
  notes: string[];
};

/**
 * The proposal a quote lead asks for (docs/product.md §13): one line per site of the quote at the site's rate. A
 * line whose start has passed starts `today` (the database refuses a start in the past); one already over is left
 * out, and said so.
 */
export function proposalFromQuote(lead: QuoteLead, sites: QuoteSite[], today: string): ProposalDraft {
  const details = quoteDetails(lead);
  const notes: string[] = [];
  const byCode = new Map(sites.map((site) => [site.code, site]));
  const lines = details.items.flatMap((item) => {
    const site = byCode.get(item.code);
    if (!site) {
      notes.push(`${item.code} is no longer in the inventory, so it has no line.`);
      return [];
    }
    if (item.ends_on < today) {
      notes.push(`${item.code} was asked for ${formatDate(item.starts_on)} to ${formatDate(item.ends_on)}, which has passed, so it has no line.`);
      return [];
    }
    if (item.starts_on < today) notes.push(`${item.code} was asked from ${formatDate(item.starts_on)}, which has passed: its line starts today.`);
    return [{ site_id: site.id, starts_on: item.starts_on < today ? today : item.starts_on, ends_on: item.ends_on, monthly_rate: site.monthly_rate ?? 0 }];
  });
  if (lines.some((line) => line.monthly_rate === 0)) notes.push('A site on rate on request has a monthly rate of ₹0: set the rate agreed.');
  const email = text(lead.email) || null;
  const phone = text(lead.phone);
  const digits = phone.replace(/\D/g, '').length;
  const usablePhone = /^\+?[0-9 ().-]+$/.test(phone) && digits >= 10 && digits <= 15 ? phone : null;
  return {
    title: details.reference ? `Media plan ${details.reference}` : `Proposal for ${leadCustomerName(lead)}`,
    contact: { name: text(lead.name) || email || 'Contact', email, phone: usablePhone },
    lines,
    notes,
  };
}
