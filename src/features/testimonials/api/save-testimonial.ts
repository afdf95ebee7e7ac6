import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { updateUnlessChanged } from '@/features/editing/admin';
import { testimonialKeys } from './fetch-testimonials';

export type TestimonialPayload = Pick<TablesInsert<'testimonials'>, 'name' | 'position' | 'company' | 'testimonial' | 'image'>;

/** Inserts a new testimonial (no id) or updates testimonial `id`; the database trigger stamps updated_at. */
export async function saveTestimonial({ id, values, loadedAt }: { id?: string; values: TestimonialPayload; loadedAt?: string }): Promise<void> {
  if (id) return updateUnlessChanged('testimonials', id, values, loadedAt);
  expectWritten(await supabase.from('testimonials').insert(values).select('id'), 'testimonial', 'save');
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
