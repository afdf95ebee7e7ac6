import { Quote } from 'lucide-react';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { Testimonial } from '../api/fetch-testimonials';

/** A client's words with their photo, name, position and company. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Quote aria-hidden="true" className="h-8 w-8 text-brand-500" />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>{testimonial.testimonial}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <ResponsiveImage
          src={testimonial.image}
          alt=""
          width={56}
          height={56}
          className="aspect-square w-14 shrink-0 rounded-full bg-slate-100 object-cover"
        />
        <div>
          <div className="font-semibold text-slate-900">{testimonial.name}</div>
          <div className="text-sm text-slate-600">
            {testimonial.position}, {testimonial.company}
          </div>
        </div>
      </figcaption>
    </figure>
  );
}
