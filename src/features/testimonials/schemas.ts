import { z } from 'zod';
import { imageUrl, requiredText } from '@/lib/form-rules';
import type { Testimonial } from './api/fetch-testimonials';

/** The testimonial form (docs/product.md §5): all five fields required, the photo a usable image URL. */
export const testimonialFormSchema = z.object({
  name: requiredText('Name is required'),
  position: requiredText('Position is required'),
  company: requiredText('Company is required'),
  image: imageUrl('Photo URL is required'),
  testimonial: requiredText('Testimonial is required'),
});

export type TestimonialFormValues = z.input<typeof testimonialFormSchema>;

export function testimonialFormDefaults(testimonial?: Testimonial): TestimonialFormValues {
  return {
    name: testimonial?.name ?? '',
    position: testimonial?.position ?? '',
    company: testimonial?.company ?? '',
    image: testimonial?.image ?? '',
    testimonial: testimonial?.testimonial ?? '',
  };
}
