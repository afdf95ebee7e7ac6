/** The testimonials feature's back-office entry: only the lazy admin routes import it, so public pages never load it. */
export { AdminTestimonialList } from './components/admin/AdminTestimonialList';
export { TestimonialForm } from './components/admin/TestimonialForm';
export { testimonialsQueryOptions } from './api/fetch-testimonials';
export { testimonialQueryOptions } from './api/fetch-testimonial';
