import { dayName, linkLetter, rupees, type Message } from '../_shared/email-text.ts';

/** The invoice as the caller reads it, with its campaign's contact (docs/decisions/104). */
export type MailedInvoice = {
  number: string;
  total_paise: number;
  due_on: string;
  period_from: string;
  period_to: string;
  campaign: { reference: string; title: string; contact: { name: string; email: string | null } | null } | null;
  customer: { name: string } | null;
};

/**
 * The e-mail that sends a client its tax invoice: its number, amount and due day, and the link that shows and prints
 * it. Every value comes from the database; the link is the one just made, opened without signing in.
 */
export function renderInvoiceEmail(invoice: MailedInvoice, url: string): Message {
  const campaign = invoice.campaign;
  return linkLetter({
    to: campaign?.contact?.email ?? '',
    subject: `Tax invoice ${invoice.number} from Chennai Outdoor Media: ${rupees(invoice.total_paise)} due by ${dayName(invoice.due_on)}`,
    greeting: campaign?.contact?.name ? `Dear ${campaign.contact.name},` : 'Hello,',
    opening: `Please find our tax invoice ${invoice.number} for ${campaign ? `${campaign.reference} (${campaign.title}), ` : ''}${dayName(invoice.period_from)} to ${dayName(invoice.period_to)}: ${rupees(invoice.total_paise)}, due by ${dayName(invoice.due_on)}.`,
    link: { url, label: 'Open the invoice', what: 'the invoice' },
    closing: 'It prints on A4 for your records and carries our bank details. The link is yours alone: please do not forward it.',
  });
}
