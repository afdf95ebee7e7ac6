import { Star } from 'lucide-react';
import { AddLink, AdminPageHeader, DeleteButton, EditLink, EmptyState, FeaturedToggle, LoadingText, PublicationBadge } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { paths } from '@/config/paths';
import { useLogError } from '@/lib/useLogError';
import { useDeleteSuccessStory } from '../../api/delete-success-story';
import { useSuccessStories, type SuccessStory } from '../../api/fetch-success-stories';
import { useSetSuccessStoryFeatured } from '../../api/set-success-story-featured';
import { useSuccessStoryChanges } from '../../api/use-success-story-changes';
import { CARD_METRICS_LIMIT, metricEntries } from '../../metrics';

type Props = { canEdit: boolean; canDelete: boolean };

/** The admin success stories grid (docs/product.md §2): newest first, live, controls per role (docs/product.md §6). */
export function AdminSuccessStoryList({ canEdit, canDelete }: Props) {
  const stories = useSuccessStories({ unpublished: true });
  // docs/product.md §8: a failed list fetch is only logged and the list ends empty.
  useLogError(stories.error, 'Error fetching success stories');
  useSuccessStoryChanges();
  const remove = useDeleteSuccessStory();
  const setFeatured = useSetSuccessStoryFeatured();
  const { confirm, alert } = useDialogs();
  const newStory = paths.admin.successStoryNew;

  async function toggleFeatured(story: SuccessStory) {
    if (!canEdit) return alert('You do not have permission to update success stories.');
    try {
      await setFeatured.mutateAsync({ id: story.id, featured: !story.featured });
    } catch (error) {
      console.error('Error updating featured status:', error);
      await alert('Error updating featured status', { title: 'Error' });
    }
  }

  async function handleDelete(story: SuccessStory) {
    if (!canDelete) return alert('You do not have permission to delete success stories.');
    if (!(await confirm('Are you sure you want to delete this success story?'))) return;
    try {
      await remove.mutateAsync(story.id);
    } catch (error) {
      console.error('Error deleting success story:', error);
      await alert('Error deleting success story', { title: 'Error' });
    }
  }

  const rows = stories.data ?? [];
  const busyIds = new Set([remove.isPending ? remove.variables : undefined, setFeatured.isPending ? setFeatured.variables.id : undefined]);

  return (
    <>
      <AdminPageHeader
        title="Success Stories"
        actions={canEdit && <AddLink to={newStory}>Add Success Story</AddLink>}
      />
      {stories.isPending ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <EmptyState message="No success stories found." action={canEdit ? { label: 'Add your first success story', to: newStory } : undefined} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {rows.map((story) => (
            <li key={story.id}>
              <StoryCard
                story={story}
                busy={busyIds.has(story.id)}
                canEdit={canEdit}
                canDelete={canDelete}
                onToggleFeatured={() => void toggleFeatured(story)}
                onDelete={() => void handleDelete(story)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type CardProps = Props & { story: SuccessStory; busy: boolean; onToggleFeatured: () => void; onDelete: () => void };

function StoryCard({ story, busy, canEdit, canDelete, onToggleFeatured, onDelete }: CardProps) {
  const values = metricEntries(story.metrics).slice(0, CARD_METRICS_LIMIT);
  return (
    <article aria-busy={busy || undefined} className={`flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${busy ? 'opacity-60' : ''}`}>
      <div className="relative">
        <img src={story.image_url} alt="" className="aspect-[8/5] w-full bg-slate-100 object-cover" />
        {story.featured && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-amber-950 shadow">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{story.category}</p>
        <h2 className="text-lg font-bold text-slate-900">{story.title}</h2>
        <p className="text-sm empty:hidden">
          <PublicationBadge row={story} onlyUnpublished />
        </p>
        <p className="line-clamp-2 text-sm text-slate-700">{story.description}</p>
        {story.client_name && <p className="text-sm text-slate-600">Client: {story.client_name}</p>}
        {values.length > 0 && (
          <ul aria-label="Key metrics" className="flex flex-wrap gap-1.5">
            {values.map(([label, value]) => (
              <li key={label} title={label} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                {value}
              </li>
            ))}
          </ul>
        )}
        {(canEdit || canDelete) && (
          <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
            {canEdit ? (
              <FeaturedToggle featured={story.featured} disabled={busy} onClick={onToggleFeatured}>
                {story.featured ? 'Featured' : 'Feature'}
              </FeaturedToggle>
            ) : (
              <span />
            )}
            <div className="flex items-center gap-1">
              {canEdit && <EditLink to={paths.admin.successStoryEdit(story.id)} label={`Edit ${story.title}`} />}
              {canDelete && <DeleteButton label={`Delete ${story.title}`} disabled={busy} onClick={onDelete} />}
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
