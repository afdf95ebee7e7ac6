import { saveLead, type LeadSending } from '@/features/leads';
import type { TablesInsert } from '@/lib/database.types';
import type { DownloadDetails } from '../schemas';
import { useSubmission } from '@/lib/submission';

export type DownloadLead = { details: DownloadDetails; serviceId: string; resourceTitle: string };

export const downloadErrorFallback = 'We could not start your download. Please try again.';

export function toDownloadRow({ details, serviceId, resourceTitle }: DownloadLead): TablesInsert<'resource_downloads'> {
  return { ...details, service_id: serviceId, resource_title: resourceTitle };
}

/** Saves who downloaded what (a lead for the sales team) before the file is handed over, then tells the agency. */
export function saveDownloadLead({ values, signals }: LeadSending<DownloadLead>): Promise<string> {
  return saveLead({ table: 'resource_downloads', row: toDownloadRow(values), signals, fallback: downloadErrorFallback, refusal: 'server' });
}

export function useSaveDownloadLead() {
  return useSubmission(saveDownloadLead);
}
