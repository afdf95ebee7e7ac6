import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { testimonialsKey } from './fetchTestimonials';

export type TestimonialPayload = Pick<TablesInsert<'testimonials'>, 'name' | 'position' | 'company' | 'testimonial' | 'image'>;

/** Inserts a new testimonial (no id) or updates testimonial `id`, stamping updated_at (SPEC section 7). */
export async function saveTestimonial({ id, values }: { id?: string; values: TestimonialPayload }): Promise<void> {
  const row = { ...values, updated_at: new Date().toISOString() };
  const query = id ? supabase.from('testimonials').update(row).eq('id', id) : supabase.from('testimonials').insert(row);
  expectWritten(await query.select('id'), 'testimonial', 'save');
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialsKey }),
  });
}
