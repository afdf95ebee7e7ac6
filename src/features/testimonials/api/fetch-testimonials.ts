import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { publicData } from '@/lib/public-api';

export type Testimonial = Tables<'testimonials'>;

/** Keys of every testimonials query; mutations and live updates invalidate `testimonialKeys.all`. */
export const testimonialKeys = resourceKeys('testimonials');

/** Every testimonial, newest first (docs/product.md §7). */
export async function fetchTestimonials(): Promise<Testimonial[]> {
  const { data } = await (await publicData()).from('testimonials').select('*').order('created_at', { ascending: false }).throwOnError();
  return data;
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialKeys.list({}), queryFn: fetchTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
