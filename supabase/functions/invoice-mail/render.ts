import { linkLetter, type Message } from '../_shared/email-text.ts';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '8 Mar 2027', as the invoice itself writes its days. */
const dayName = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** '₹1,18,000.00': rupees and paise in the Indian grouping. */
const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

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
