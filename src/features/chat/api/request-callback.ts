import { leadRefusal, notifyAgency, type LeadSending } from '@/features/leads';
import { publicData } from '@/lib/public-api';
import { callbackErrorFallback, type CallbackRequest } from '../schemas';
import { useSubmission } from '@/lib/submission';

/**
 * Saves a call-back request as a lead (the database screens it like every public form's, decision 025)
 * with the page the visitor was on, then asks for the agency's e-mail.
 */
export async function requestCallback({ values, signals }: LeadSending<CallbackRequest>): Promise<void> {
  const id = crypto.randomUUID();
  const page = window.location.pathname.slice(0, 200);
  const { error } = await (await publicData()).from('callback_requests').insert({ id, ...values, page, ...signals });
  if (error) throw new Error(leadRefusal(error, callbackErrorFallback));
  void notifyAgency(id);
}

export function useRequestCallback() {
  return useSubmission(requestCallback);
}
