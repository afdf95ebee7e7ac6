import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { testimonialKeys, type Testimonial } from './fetch-testimonials';

/** One testimonial by id; rejects when it does not exist. */
export async function fetchTestimonial(id: string): Promise<Testimonial> {
  const { data, error } = await supabase.from('testimonials').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export const testimonialQueryOptions = (id: string) =>
  queryOptions({ queryKey: testimonialKeys.detail(id), queryFn: () => fetchTestimonial(id) });

/** The testimonial `id`, or nothing to load when `id` is undefined (the create form). */
export function useTestimonial(id: string | undefined) {
  return useQuery({ ...testimonialQueryOptions(id ?? ''), enabled: Boolean(id) });
}
