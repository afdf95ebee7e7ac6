import { notifyAgency, type LeadSending } from '@/features/leads';
import type { TablesInsert } from '@/lib/database.types';
import { publicData } from '@/lib/public-api';
import type { DownloadDetails } from '../schemas';
import { useSubmission } from '@/lib/submission';

export type DownloadLead = { details: DownloadDetails; serviceId: string; resourceTitle: string };

export const downloadErrorFallback = 'We could not start your download. Please try again.';

export function toDownloadRow({ details, serviceId, resourceTitle }: DownloadLead): TablesInsert<'resource_downloads'> {
  return { ...details, service_id: serviceId, resource_title: resourceTitle };
}

/** Saves who downloaded what (a lead for the sales team) before the file is handed over, then tells the agency. */
export async function saveDownloadLead({ values, signals }: LeadSending<DownloadLead>): Promise<void> {
  const id = crypto.randomUUID();
  const { error } = await (await publicData()).from('resource_downloads').insert({ id, ...toDownloadRow(values), ...signals });
  if (error) throw new Error(error.message || downloadErrorFallback);
  void notifyAgency(id);
}

export function useSaveDownloadLead() {
  return useSubmission(saveDownloadLead);
}
