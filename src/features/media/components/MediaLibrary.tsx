import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, EmptyState, ErrorBanner, IconButton, LoadingText } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { TextField } from '@/components/form';
import { useDeleteMedia } from '../api/delete-media';
import { useMediaLibrary, type MediaItem } from '../api/fetch-media-library';

/**
 * 'Media' (docs/product.md §10): every photo in the media bucket with search, size and dimensions,
 * where it is used, copy URL, and delete for admins. A photo still used by a record is deleted only
 * after a confirmation that names the records; an unused one (e.g. from a save that failed) says so.
 */
export function MediaLibrary({ canDelete }: { canDelete: boolean }) {
  const library = useMediaLibrary();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (library.data ?? []).filter(
    (item) => !needle || item.name.toLowerCase().includes(needle) || item.usedBy.some((use) => use.label.toLowerCase().includes(needle)),
  );

  function body() {
    if (library.isPending) return <LoadingText text="Loading media..." />;
    if (library.isError) return <ErrorBanner message="Error loading media" onRetry={() => void library.refetch()} />;
    if (shown.length === 0) return <EmptyState message={needle ? 'No photos match your search.' : 'No photos uploaded yet.'} />;
    return (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {shown.map((item) => (
          <li key={item.name}>
            <MediaCard item={item} canDelete={canDelete} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Media" description="Photos uploaded for the gallery, blog, clients, testimonials and success stories." />
      <TextField label="Search media" type="search" placeholder="File name or where it is used" value={search} onChange={(event) => setSearch(event.target.value)} className="max-w-md" />
      {body()}
    </div>
  );
}

const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function MediaCard({ item, canDelete }: { item: MediaItem; canDelete: boolean }) {
  const remove = useDeleteMedia();
  const { confirm, alert } = useDialogs();
  const [copied, setCopied] = useState(false);
  const fileName = item.name.slice(item.name.indexOf('/') + 1);

  async function copyUrl() {
    await navigator.clipboard.writeText(new URL(item.url, window.location.origin).href);
    setCopied(true);
  }

  async function handleDelete() {
    const question = item.usedBy.length
      ? `This photo is still used by ${item.usedBy.map((use) => `${use.kind} "${use.label}"`).join(', ')}. Those records will show a missing image. Delete it anyway?`
      : 'Are you sure you want to delete this photo?';
    if (!(await confirm(question, { title: 'Delete photo', confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(item.name);
    } catch (error) {
      console.error('Error deleting photo:', error);
      await alert('Error deleting photo', { title: 'Error' });
    }
  }

  return (
    <article aria-label={fileName} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img src={item.url} alt="" loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-contain" />
      <div className="space-y-2 p-4 text-sm">
        <p className="truncate font-medium text-slate-900" title={item.name}>
          {item.name}
        </p>
        <p className="text-slate-600">
          {kilobytes(item.size)}
          {item.dimensions && ` · ${item.dimensions.width} × ${item.dimensions.height} px`}
        </p>
        {item.usedBy.length ? (
          <ul className="text-slate-700">
            {item.usedBy.map((use) => (
              <li key={`${use.kind}-${use.label}`}>
                Used by {use.kind}: {use.label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="font-medium text-amber-800">Not used by any record</p>
        )}
        <div className="flex items-center gap-1">
          <IconButton label={copied ? 'URL copied' : 'Copy URL'} icon={<Copy aria-hidden="true" className="size-4" />} onClick={() => void copyUrl()} />
          {canDelete && <IconButton label="Delete photo" tone="danger" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => void handleDelete()} />}
        </div>
      </div>
    </article>
  );
}
