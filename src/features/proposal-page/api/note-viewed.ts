import { publicData } from '@/lib/public-api';

/**
 * Tells the agency the client opened their proposal: the first view of each version goes into the campaign's history
 * (docs/decisions/090). Not awaited and never shown: a view that is not noted costs the client nothing.
 */
export async function noteProposalViewed(token: string): Promise<void> {
  const { error } = await (await publicData()).rpc('note_proposal_viewed', { token });
  if (error) console.warn('Noting the proposal as viewed failed:', error.message);
}
