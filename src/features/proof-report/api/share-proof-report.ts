import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invokeAsStaff, type EmailOutcome, type WhatsAppOutcome } from '@/lib/staff-functions';

/** What sending a report answered: its new link, and whether the campaign's contact was e-mailed it. */
export type SentReport = { url: string; email: EmailOutcome; whatsapp: WhatsAppOutcome };

/**
 * Makes a new link to campaign `campaign`'s proof report and e-mails it to the campaign's contact, through the
 * proof-report function as the signed-in user (docs/decisions/057): the database decides who may.
 */
export function sendProofReport(campaign: string): Promise<SentReport> {
  return invokeAsStaff<SentReport>('proof-report', { send: campaign }, 'The proof report could not be sent. Try again.');
}

export function useSendProofReport() {
  return useMutation({ mutationFn: sendProofReport });
}

/** Takes every link to the campaign's report back: they open nothing from then on. */
export function useRevokeProofReport() {
  return useMutation({
    mutationFn: async (campaign: string) => {
      const { error } = await supabase.rpc('revoke_proof_report', { campaign });
      if (error) throw error;
    },
  });
}
