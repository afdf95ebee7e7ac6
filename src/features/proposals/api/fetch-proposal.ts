import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicData } from '@/lib/public-api';
import type { ProposalViewResult } from '../types';
import { proposalKeys } from './proposal-keys';

/** The proposal a link's token opens (null for a wrong or revoked one); anon may call proposal_view. */
export async function fetchProposal(token: string): Promise<ProposalViewResult> {
  const { data } = await (await publicData()).rpc('proposal_view', { token }).throwOnError();
  return (data ?? null) as ProposalViewResult;
}

export const proposalQueryOptions = (token: string) =>
  queryOptions({
    queryKey: proposalKeys.detail(token),
    queryFn: () => fetchProposal(token),
    // The client reads a document: a refetch on every return to the tab would only flicker it.
    refetchOnWindowFocus: false,
  });

export function useProposal(token: string) {
  return useQuery(proposalQueryOptions(token));
}
