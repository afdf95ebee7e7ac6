import { saveLead, type LeadSending } from '@/features/leads';
import { callbackErrorFallback, type CallbackRequest } from '../schemas';
import { useSubmission } from '@/lib/submission';

/**
 * Saves a call-back request as a lead (the database screens it like every public form's, decision 025)
 * with the page the visitor was on, then asks for the agency's e-mail.
 */
export function requestCallback({ values, signals }: LeadSending<CallbackRequest>): Promise<void> {
  const page = window.location.pathname.slice(0, 200);
  return saveLead({ table: 'callback_requests', row: { ...values, page }, signals, fallback: callbackErrorFallback });
}

export function useRequestCallback() {
  return useSubmission(requestCallback);
}
