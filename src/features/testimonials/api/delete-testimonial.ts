import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { testimonialKeys, testimonialsQueryOptions, type Testimonial } from './fetch-testimonials';

/** Deletes testimonial `id`; rejects when no row was deleted. */
export async function deleteTestimonial(id: string): Promise<void> {
  expectWritten(await supabase.from('testimonials').delete().eq('id', id).select('id'), 'testimonial', 'delete');
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Testimonial[]>(testimonialsQueryOptions().queryKey, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: testimonialKeys.all });
    },
  });
}
