/** The testimonials feature's public entry: what public routes and other features may import. */
export { HomeTestimonials } from './components/HomeTestimonials';
export { TestimonialsGrid } from './components/TestimonialsGrid';
export { testimonialsQueryOptions, useTestimonials } from './api/fetch-testimonials';
