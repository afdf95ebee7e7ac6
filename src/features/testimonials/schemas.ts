import * as v from 'valibot';
import { imageUrl, requiredText } from '@/lib/form-rules';
import type { Testimonial } from './api/fetch-testimonials';

/** The testimonial form (docs/product.md §5): all five fields required within the database's limits, the photo a usable image URL. */
export const testimonialFormSchema = v.object({
  name: requiredText('Name is required', 200),
  position: requiredText('Position is required', 200),
  company: requiredText('Company is required', 200),
  image: imageUrl('Photo URL is required'),
  testimonial: requiredText('Testimonial is required', 2000),
});

export type TestimonialFormValues = v.InferInput<typeof testimonialFormSchema>;

export function testimonialFormDefaults(testimonial?: Testimonial): TestimonialFormValues {
  return {
    name: testimonial?.name ?? '',
    position: testimonial?.position ?? '',
    company: testimonial?.company ?? '',
    image: testimonial?.image ?? '',
    testimonial: testimonial?.testimonial ?? '',
  };
}
