import { publicFunctions } from '@/lib/public-api';

/**
 * Asks for the client's copy of what they accepted, e-mailed to the campaign's contact once per accepted version by
 * the proposal-mail function (docs/decisions/092). Not awaited and never shown: the acceptance stands either way, and
 * the campaign's history tells sales whether the copy went.
 */
export async function askForAcceptanceCopy(token: string): Promise<void> {
  const { error } = await (await publicFunctions()).invoke('proposal-mail', { body: { copy: token } });
  if (error) console.warn('Asking for the copy of the acceptance failed:', error.message);
}
