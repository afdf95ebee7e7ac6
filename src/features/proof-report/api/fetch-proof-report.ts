import { useEffect } from 'react';
import { publicFunctions } from '@/lib/public-api';
import { useLoad } from '@/lib/use-load';
import type { ProofReport } from '../types';

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

/** The photos' signed URLs last ten minutes: a document left open reads them again before they lapse. */
const READ_AGAIN_MS = 8 * 60_000;

/** The report, read when the page opens and every 8 minutes while it is open, without the query cache (docs/decisions/060). */
export function useProofReport(token: string) {
  const report = useLoad(token, () => fetchProofReport(token));
  const { reload } = report;
  useEffect(() => {
    const timer = window.setInterval(reload, READ_AGAIN_MS);
    return () => window.clearInterval(timer);
  }, [reload]);
  return report.result;
}
