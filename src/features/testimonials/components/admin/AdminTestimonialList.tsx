import { AddLink, AdminPageHeader, DeleteButton, EditLink, EmptyState, LoadingText } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { paths } from '@/config/paths';
import { useLogError } from '@/lib/useLogError';
import { useDeleteTestimonial } from '../../api/delete-testimonial';
import { useTestimonials, type Testimonial } from '../../api/fetch-testimonials';
import { useTestimonialChanges } from '../../api/use-testimonial-changes';

/**
 * The admin testimonials list (docs/product.md §2): newest first, live. The first brief showed no permission checks here;
 * each role must see exactly its controls (docs/product.md §6), so they follow the flags (RLS refuses anyway).
 */
export function AdminTestimonialList({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) {
  const testimonials = useTestimonials();
  // docs/product.md §8: a failed list fetch is only logged and the list ends empty.
  useLogError(testimonials.error, 'Error fetching testimonials');
  useTestimonialChanges();
  const remove = useDeleteTestimonial();
  const { confirm, alert } = useDialogs();
  const newTestimonial = paths.admin.testimonialNew;

  async function handleDelete(testimonial: Testimonial) {
    if (!(await confirm('Are you sure you want to delete this testimonial?'))) return;
    try {
      await remove.mutateAsync(testimonial.id);
    } catch (error) {
      console.error('Error deleting testimonial:', error);
      await alert('Error deleting testimonial', { title: 'Error' });
    }
  }

  const rows = testimonials.data ?? [];
  const deletingId = remove.isPending ? remove.variables : undefined;

  return (
    <>
      <AdminPageHeader
        title="Testimonials"
        actions={canEdit && <AddLink to={newTestimonial}>Add Testimonial</AddLink>}
      />
      {testimonials.isPending ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <EmptyState message="No testimonials found." action={canEdit ? { label: 'Add your first testimonial', to: newTestimonial } : undefined} />
      ) : (
        <ul className="space-y-4">
          {rows.map((testimonial) => {
            const busy = testimonial.id === deletingId;
            return (
              <li
                key={testimonial.id}
                aria-busy={busy || undefined}
                className={`flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${busy ? 'opacity-50' : ''}`}
              >
                <img src={testimonial.image} alt="" className="size-14 shrink-0 rounded-full bg-slate-100 object-cover" />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-slate-900">{testimonial.name}</h2>
                  <p className="text-sm text-slate-600">
                    {testimonial.position} at {testimonial.company}
                  </p>
                  <p className="mt-2 line-clamp-3 text-sm text-slate-700">{testimonial.testimonial}</p>
                </div>
                <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
                  {canEdit && <EditLink to={paths.admin.testimonialEdit(testimonial.id)} label={`Edit testimonial from ${testimonial.name}`} />}
                  {canDelete && (
                    <DeleteButton label={`Delete testimonial from ${testimonial.name}`} disabled={busy} onClick={() => void handleDelete(testimonial)} />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
