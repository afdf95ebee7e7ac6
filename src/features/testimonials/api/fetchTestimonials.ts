import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type Testimonial = Tables<'testimonials'>;

/** Root key of every testimonials query; mutations and live updates use it too. */
export const testimonialsKey = ['testimonials'] as const;

/** Every testimonial, newest first (SPEC section 7). */
export async function fetchTestimonials(): Promise<Testimonial[]> {
  const { data } = await supabase.from('testimonials').select('*').order('created_at', { ascending: false }).throwOnError();
  return data;
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: [...testimonialsKey, 'list'], queryFn: fetchTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
