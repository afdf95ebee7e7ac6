import { saveLead, type LeadSending } from '@/features/leads';
import { callbackErrorFallback, type CallbackRequest } from '../schemas';
import { useSubmission } from '@/lib/submission';

/** A call-back request with what the visitor wrote in the chat before asking. */
export type CallbackSending = CallbackRequest & { conversation?: string };

/** The conversation as the table keeps it: at most 4,000 characters, the newest kept when it is longer. */
const CONVERSATION_MAX = 4000;

/**
 * Saves a call-back request as a lead (the database screens it like every public form's, decision 025)
 * with the page the visitor was on and their messages in the chat, then asks for the agency's e-mail.
 */
export function requestCallback({ values: { conversation, ...values }, signals }: LeadSending<CallbackSending>): Promise<string> {
  const page = window.location.pathname.slice(0, 200);
  const said = conversation ? conversation.slice(-CONVERSATION_MAX) : null;
  return saveLead({ table: 'callback_requests', row: { ...values, page, conversation: said }, signals, fallback: callbackErrorFallback });
}

export function useRequestCallback() {
  return useSubmission(requestCallback);
}
