import { useQueryClient } from '@tanstack/react-query';
import { applyRowChange, useTableChanges } from '@/lib/realtime';
import { testimonialsQueryOptions } from './fetch-testimonials';

/** Keeps the testimonials list live: inserts first, updates in place, deletes removed (docs/product.md §4). */
export function useTestimonialChanges() {
  const queryClient = useQueryClient();
  useTableChanges('testimonials', (change) => {
    queryClient.setQueryData(testimonialsQueryOptions().queryKey, (rows) => (rows ? applyRowChange(rows, change) : rows));
  });
}
