import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeAsStaff } from '@/lib/staff-functions';
import { whatsAppKeys } from './whatsapp-messages';

export type WhatsAppReply = { conversation: string } & ({ text: string } | { template: string });

/** What the whatsapp-send function answered: the message's row and what became of it. */
export type SentReply = { message: string; outcome: 'sent' | 'failed' | 'not_configured'; failure: string | null };

/**
 * A reply on WhatsApp as the signed-in member of staff, kept as its sender: free text inside the customer-service
 * window, an approved template at any time. The database refuses the rest in its own sentence (decision 117).
 */
export function sendWhatsAppReply(reply: WhatsAppReply): Promise<SentReply> {
  return invokeAsStaff<SentReply>('whatsapp-send', reply, 'The reply could not be sent. Try again.');
}

export function useSendWhatsAppReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWhatsAppReply,
    onSettled: (_, __, reply) => queryClient.invalidateQueries({ queryKey: whatsAppKeys.detail(reply.conversation) }),
  });
}
