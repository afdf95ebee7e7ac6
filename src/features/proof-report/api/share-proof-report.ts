import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** What sending a report answered: its new link, and whether the campaign's contact was e-mailed it. */
export type SentReport = { url: string; email: 'sent' | 'not_configured' | 'failed' | 'no_contact' };

/**
 * Makes a new link to campaign `campaign`'s proof report and e-mails it to the campaign's contact, through the
 * proof-report function as the signed-in user (docs/decisions/057): the database decides who may.
 */
export async function sendProofReport(campaign: string): Promise<SentReport> {
  const { data, error } = await supabase.functions.invoke<SentReport>('proof-report', { body: { send: campaign } });
  if (error) {
    const body = (await (error as { context?: Response }).context?.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'The proof report could not be sent. Try again.', { cause: error });
  }
  return data as SentReport;
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
