import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { revisionKeys } from './list-revisions';

/**
 * Writes revision `id` back to its record: one update as the signed-in user, so row-level security decides
 * (can_edit_content()) and the update is audited and keeps the version it replaces (restore_revision in SQL).
 */
export async function restoreRevision(id: string): Promise<void> {
  await supabase.rpc('restore_revision', { revision_id: id }).throwOnError();
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}
