import { useMutation } from '@tanstack/react-query';
import { invokeAsStaff, type EmailOutcome, type WhatsAppOutcome } from '@/lib/staff-functions';

/** What sending an invoice answered: its new link, and whether the campaign's contact was e-mailed it. */
export type SentInvoice = { url: string; email: EmailOutcome; whatsapp: WhatsAppOutcome };

/**
 * Makes a new link to issued invoice `invoice` and e-mails it to its campaign's contact with its number, amount and
 * due day, through the invoice-mail function as the signed-in user: the database decides who may.
 */
export function sendInvoice(invoice: string): Promise<SentInvoice> {
  return invokeAsStaff<SentInvoice>('invoice-mail', { send: invoice }, 'The invoice could not be sent. Try again.');
}

export function useSendInvoice() {
  return useMutation({ mutationFn: sendInvoice });
}
