import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicFunctions } from '@/lib/public-api';
import { resourceKeys } from '@/lib/query-keys';
import type { ProofReport } from '../types';

const proofReportKeys = resourceKeys('proof-reports');

/**
 * The report a link's token opens, through the proof-report function (docs/decisions/057): only it may read the
 * report and sign its photos. A wrong or withdrawn link answers 404, which is null here.
 */
export async function fetchProofReport(token: string): Promise<ProofReport> {
  const { data, error } = await (await publicFunctions()).invoke<ProofReport>('proof-report', { body: { token } });
  if (error) {
    const status = (error as { context?: Response }).context?.status;
    if (status === 404) return null;
    throw error;
  }
  return data;
}

export const proofReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: proofReportKeys.detail(token),
    queryFn: () => fetchProofReport(token),
    // The photos' signed URLs last ten minutes: a document left open reads them again before they lapse.
    staleTime: 8 * 60_000,
    refetchInterval: 8 * 60_000,
    refetchOnWindowFocus: false,
  });

export function useProofReport(token: string) {
  return useQuery(proofReportQueryOptions(token));
}
