import { Upload } from 'lucide-react';
import { useState } from 'react';
import { galleryCategoryLabel } from '@/catalogue';
import { AddLink, AdminPageHeader, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { FilterButtons } from '@/components/FilterButtons';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { useDeleteGalleryImage } from '../../api/delete-gallery-image';
import { ALL_CATEGORIES, useGalleryImages, type GalleryImage } from '../../api/fetch-gallery-images';
import { useSetGalleryImageFeatured } from '../../api/set-gallery-image-featured';
import { useGalleryChanges } from '../../api/use-gallery-changes';
import { AdminGalleryCard } from './AdminGalleryCard';

type Props = { canEdit: boolean; canDelete: boolean };

export type CategoryCount = { category: string; count: number };

/** How many images each category has, categories A to Z as the category query orders them (docs/product.md §7). */
export function countByCategory(images: readonly GalleryImage[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const image of images) counts.set(image.category, (counts.get(image.category) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([category, count]) => ({ category, count }));
}

/** 'Project Gallery' (docs/product.md §2): category chips with counts, the card grid, controls per role, reloaded on any change. */
export function AdminGalleryList({ canEdit, canDelete }: Props) {
  const images = useGalleryImages(ALL_CATEGORIES, { unpublished: true });
  useGalleryChanges();
  const [selected, setSelected] = useState(ALL_CATEGORIES);
  const remove = useDeleteGalleryImage();
  const setFeatured = useSetGalleryImageFeatured();
  const { confirm, alert } = useDialogs();
  const upload = paths.admin.galleryImageNew;

  async function toggleFeatured(image: GalleryImage) {
    if (!canEdit) return alert('You do not have permission to update images.');
    try {
      await setFeatured.mutateAsync({ id: image.id, featured: !image.featured });
    } catch (error) {
      console.error('Error updating featured status:', error);
      await alert('Error updating featured status', { title: 'Error' });
    }
  }

  async function handleDelete(image: GalleryImage) {
    if (!canDelete) return alert('You do not have permission to delete images.');
    if (!(await confirm('Are you sure you want to delete this image?'))) return;
    try {
      await remove.mutateAsync(image.id);
    } catch (error) {
      console.error('Error deleting image:', error);
      await alert('Error deleting image', { title: 'Error' });
    }
  }

  const all = images.data ?? [];
  const shown = selected === ALL_CATEGORIES ? all : all.filter((image) => image.category === selected);
  const chips = [
    { value: ALL_CATEGORIES, label: `All (${all.length})` },
    ...countByCategory(all).map(({ category, count }) => ({ value: category, label: `${galleryCategoryLabel(category)} (${count})` })),
  ];

  function body() {
    if (images.isPending) return <LoadingText text="Loading gallery..." />;
    if (images.isError) return <ErrorBanner message={`Error loading gallery: ${describeDbError(images.error)}`} onRetry={() => void images.refetch()} />;
    if (shown.length === 0) {
      return (
        <EmptyState
          message={selected === ALL_CATEGORIES ? 'No images found.' : 'No images found in the selected category.'}
          action={canEdit ? { label: 'Upload your first image', to: upload } : undefined}
        />
      );
    }
    return (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {shown.map((image) => (
          <li key={image.id}>
            <AdminGalleryCard
              image={image}
              canEdit={canEdit}
              canDelete={canDelete}
              updating={setFeatured.isPending && setFeatured.variables.id === image.id}
              deleting={remove.isPending && remove.variables === image.id}
              onToggleFeatured={() => void toggleFeatured(image)}
              onDelete={() => void handleDelete(image)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Project Gallery"
        actions={
          canEdit && (
            <AddLink to={upload} icon={Upload}>
              Upload Image
            </AddLink>
          )
        }
      />
      {!images.isPending && !images.isError && (
        <div className="mb-6 [&>div]:justify-start">
          <FilterButtons label="Filter images by category" options={chips} selected={selected} onSelect={setSelected} />
        </div>
      )}
      {body()}
    </>
  );
}
