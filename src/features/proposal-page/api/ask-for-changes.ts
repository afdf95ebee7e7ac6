import { notifyAgency } from '@/features/leads';
import { publicData } from '@/lib/public-api';
import type { ChangesInput } from '../schemas';
import { answerRefusal, changesFallback, useOnceAtATime } from './answer-proposal';

/** Sends the client's request for changes (the proposal stays as it is); resolves to the response's id. */
export async function askForChanges(token: string, values: ChangesInput): Promise<string> {
  const { data, error } = await (await publicData()).rpc('ask_for_proposal_changes', { token, signer_name: values.name, message: values.message });
  if (error) {
    console.error('Asking for proposal changes failed:', error);
    throw new Error(answerRefusal(error, changesFallback));
  }
  void notifyAgency(data);
  return data;
}

export function useAskForChanges(token: string) {
  return useOnceAtATime((values: ChangesInput) => askForChanges(token, values));
}
