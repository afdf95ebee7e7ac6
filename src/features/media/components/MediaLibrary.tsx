import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, EmptyState, ErrorBanner, IconButton, LoadingText } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { TextField } from '@/components/form';
import { responsiveSources } from '@/lib/storage-image';
import { useDeleteMedia } from '../api/delete-media';
import { useMediaLibrary, type MediaItem, type MediaUse } from '../api/fetch-media-library';
import { LibraryUploads } from './LibraryUploads';
import { matchesSearch } from './media-search';

/**
 * 'Media' (docs/product.md §10): every photo in the media bucket under the name it had on the uploader's computer,
 * with search, size and dimensions, where it is used, copy URL, uploads of its own for admins and editors, and
 * delete for admins. A photo a record visitors see still uses is not deleted: the screen names those records
 * (the database refuses too); one only drafts use is deleted after a confirmation that names them; an unused one
 * (e.g. from a save that failed) says so (docs/decisions/051-media-library-in-daily-use.md).
 */
export function MediaLibrary({ canUpload, canDelete }: { canUpload: boolean; canDelete: boolean }) {
  const library = useMediaLibrary();
  const [search, setSearch] = useState('');
  const shown = (library.data ?? []).filter((item) => matchesSearch(item, search));

  function body() {
    if (library.isPending) return <LoadingText text="Loading media..." />;
    if (library.isError) return <ErrorBanner message="Error loading media" onRetry={() => void library.refetch()} />;
    if (shown.length === 0) return <EmptyState message={search.trim() ? 'No photos match your search.' : 'No photos uploaded yet.'} />;
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
      <AdminPageHeader title="Media" description="Photos uploaded for the gallery, blog, clients, testimonials, success stories and sites." />
      {canUpload && <LibraryUploads />}
      <TextField label="Search media" type="search" placeholder="File name or where it is used" value={search} onChange={(event) => setSearch(event.target.value)} className="max-w-md" />
      {body()}
    </div>
  );
}

const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** `Gallery image "Anna Salai Unipole", Client logo "Acme"`. */
const named = (uses: MediaUse[]) => uses.map((use) => `${use.kind} "${use.label}"`).join(', ');

/** Why `item` may not be deleted, in sentences, or null when it may (after the question `deleteQuestion` asks). */
export function deleteRefusal(item: MediaItem): string | null {
  const seen = item.usedBy.filter((use) => use.visible);
  if (seen.length === 0) return null;
  return `This photo is used by ${named(seen)}, which visitors see. Choose another photo for ${seen.length === 1 ? 'that record' : 'those records'} first, then delete this one.`;
}

export function deleteQuestion(item: MediaItem): string {
  if (item.usedBy.length === 0) return 'Are you sure you want to delete this photo?';
  return `This photo is used only by ${item.usedBy.length === 1 ? 'a draft' : 'drafts'}: ${named(item.usedBy)}. ${item.usedBy.length === 1 ? 'It' : 'They'} will show a missing image until you choose another photo. Delete it anyway?`;
}

function MediaCard({ item, canDelete }: { item: MediaItem; canDelete: boolean }) {
  const library = useMediaLibrary();
  const remove = useDeleteMedia();
  const { confirm, alert } = useDialogs();
  const [copied, setCopied] = useState(false);
  const { src, srcSet } = responsiveSources(item.url, 400);

  async function copyUrl() {
    await navigator.clipboard.writeText(new URL(item.url, window.location.origin).href);
    setCopied(true);
  }

  /** The photo as the database sees it now: a record may have been published or changed since the screen loaded. */
  async function current(): Promise<MediaItem | undefined> {
    const { data } = await library.refetch();
    return data?.find((candidate) => candidate.name === item.name);
  }

  async function handleDelete() {
    const fresh = (await current()) ?? item;
    const refusal = deleteRefusal(fresh);
    if (refusal) return void (await alert(refusal, { title: 'Photo in use' }));
    if (!(await confirm(deleteQuestion(fresh), { title: 'Delete photo', confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(item.name);
    } catch (error) {
      console.error('Error deleting photo:', error);
      // Published meanwhile? The database refused: say why rather than 'Error'.
      const after = await current();
      const why = after && deleteRefusal(after);
      await alert(why || 'Error deleting photo', { title: why ? 'Photo in use' : 'Error' });
    }
  }

  return (
    <article aria-label={item.title} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img src={src} srcSet={srcSet} sizes="(min-width: 640px) 400px, 100vw" alt="" loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-contain" />
      <div className="space-y-2 p-4 text-sm">
        <p className="truncate font-medium text-slate-900" title={item.title}>
          {item.title}
        </p>
        <p className="truncate text-xs text-slate-500" title={item.name}>
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
                {!use.visible && ' (draft)'}
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
