import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { testimonialKeys } from './fetch-testimonials';

export type TestimonialPayload = Pick<TablesInsert<'testimonials'>, 'name' | 'position' | 'company' | 'testimonial' | 'image'>;

/** Inserts a new testimonial (no id) or updates testimonial `id`; the database trigger stamps updated_at. */
export async function saveTestimonial({ id, values }: { id?: string; values: TestimonialPayload }): Promise<void> {
  const query = id ? supabase.from('testimonials').update(values).eq('id', id) : supabase.from('testimonials').insert(values);
  expectWritten(await query.select('id'), 'testimonial', 'save');
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
