import { useMutation } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { DownloadDetails } from '../schemas';

export type DownloadLead = { details: DownloadDetails; serviceId: string; resourceTitle: string };

export const downloadErrorFallback = 'We could not start your download. Please try again.';

export function toDownloadRow({ details, serviceId, resourceTitle }: DownloadLead): TablesInsert<'resource_downloads'> {
  return { ...details, service_id: serviceId, resource_title: resourceTitle };
}

/** Saves who downloaded what (a lead for the sales team) before the file is handed over. */
export async function saveDownloadLead(lead: DownloadLead): Promise<void> {
  const { error } = await supabase.from('resource_downloads').insert(toDownloadRow(lead));
  if (error) throw new Error(error.message || downloadErrorFallback);
}

export function useSaveDownloadLead() {
  return useMutation({ mutationFn: saveDownloadLead });
}
