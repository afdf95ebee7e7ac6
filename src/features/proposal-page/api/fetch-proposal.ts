import { publicData } from '@/lib/public-api';
import { useLoad } from '@/lib/use-load';
import type { ProposalViewResult } from '../types';

/** The proposal a link's token opens (null for a wrong or revoked one); anon may call proposal_view. */
export async function fetchProposal(token: string): Promise<ProposalViewResult> {
  const { data } = await (await publicData()).rpc('proposal_view', { token }).throwOnError();
  return (data ?? null) as ProposalViewResult;
}

/**
 * The proposal, read once when the page opens (a document: nothing refreshes it behind the client's back) and again
 * on `reload()`, without the query cache (docs/decisions/060).
 */
export function useProposal(token: string) {
  return useLoad(token, () => fetchProposal(token));
}
