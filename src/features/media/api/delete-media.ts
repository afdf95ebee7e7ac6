import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { MEDIA_BUCKET } from '../rules';
import { mediaKeys } from './fetch-media-library';

/** Removes an object; rejects when Storage removed nothing (the policies answer a forbidden delete with none). */
export async function deleteMedia(name: string): Promise<void> {
  const { data, error } = await supabase.storage.from(MEDIA_BUCKET).remove([name]);
  if (error) throw error;
  if (data.length === 0) throw new Error('You do not have permission to delete photos.');
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMedia, onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
}
