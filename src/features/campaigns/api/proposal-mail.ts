import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeAsStaff, type EmailOutcome, type WhatsAppOutcome } from '@/lib/staff-functions';
import { campaignKeys } from './campaign-keys';

/** A proposal's link as the proposal-mail function made and e-mailed it: shown once (only its hash is kept). */
export type SentProposal = { url: string; email: EmailOutcome; whatsapp: WhatsAppOutcome; again: boolean };

/**
 * 'Send proposal' (a draft: its sites held, its validity started, a new link) and 'Send again' (another link to the
 * version the client has, holds untouched), each e-mailed to the campaign's contact with a copy to the sales people
 * (docs/decisions/092). The database decides who may, and refuses in its own sentence.
 */
export async function sendProposal({ campaign, again }: { campaign: string; again: boolean }): Promise<SentProposal> {
  const sent = await invokeAsStaff<Omit<SentProposal, 'again'>>('proposal-mail', again ? { resend: campaign } : { send: campaign }, 'The proposal could not be sent. Try again.');
  return { ...sent, again };
}

export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendProposal, onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}
