import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { Modal } from '@/components/dialog';
import { TextField } from '@/components/form';
import { responsiveSources } from '@/lib/storage-image';
import { mediaLibraryQueryOptions, type MediaItem } from '../api/fetch-media-library';
import { matchesSearch } from './media-search';

type MediaPickerProps = {
  /** The image field it fills, e.g. 'Logo URL': names the dialog ('Choose a photo for the logo'). */
  fieldName: string;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
};

/**
 * 'Choose from library': a dialog of the media bucket's photos (thumbnail, title, pixel size) with a search;
 * choosing one hands it to the field. Rendered into <body>, outside the form, so Enter in the search does not
 * submit the form around the uploader; the native dialog traps focus and closes on Escape.
 */
export function MediaPicker({ fieldName, onChoose, onClose }: MediaPickerProps) {
  // Always asks again on open: someone may have uploaded or deleted a photo since.
  const library = useQuery({ ...mediaLibraryQueryOptions(), refetchOnMount: 'always' });
  const [search, setSearch] = useState('');
  const shown = (library.data ?? []).filter((item) => matchesSearch(item, search));

  function body() {
    if (library.isPending) return <LoadingText text="Loading media..." />;
    if (library.isError) return <ErrorBanner message="Error loading media" onRetry={() => void library.refetch()} />;
    if (shown.length === 0) return <EmptyState message={search.trim() ? 'No photos match your search.' : 'No photos uploaded yet.'} />;
    return (
      <ul aria-label="Photos in the library" className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3">
        {shown.map((item) => {
          const { src, srcSet } = responsiveSources(item.url, 160);
          return (
            <li key={item.name}>
              <button
                type="button"
                onClick={() => onChoose(item)}
                className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <img src={src} srcSet={srcSet} sizes="160px" alt="" loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-contain" />
                <span className="block w-full truncate px-2 pt-2 text-sm font-medium text-slate-900" title={item.title}>
                  {item.title}
                </span>
                <span className="block px-2 pb-2 text-xs text-slate-600">
                  {item.dimensions ? `${item.dimensions.width} × ${item.dimensions.height} px` : ' '}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return createPortal(
    <Modal title={`Choose a photo for the ${fieldName}`} onClose={onClose} size="lg">
      <div className="space-y-4">
        <TextField
          label="Search the library"
          type="search"
          placeholder="File name or where it is used"
          value={search}
          autoFocus
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        {body()}
      </div>
    </Modal>,
    document.body,
  );
}
