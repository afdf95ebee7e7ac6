import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/query-keys';
import { dimensionsInName } from '@/lib/storage-image';
import { fetchMediaUses } from './fetch-media-uses';
import { listMediaObjects } from './list-media-objects';
import { mediaUrl } from './upload-media';

/** The Media screen's data: every object of the media bucket, its original file name, and which records use each. */

/** A record using a photo; `visible` when visitors see it (published, scheduled, or a type without drafts). */
export type MediaUse = { kind: string; label: string; visible: boolean };

export type MediaItem = {
  /** Object name in the bucket, e.g. `gallery/…-1200x800.jpg`. */
  name: string;
  /** What the library calls it: the file's name on the uploader's computer, else the object's own file name. */
  title: string;
  /** The original file name when the upload kept it (`originalName` in the object's metadata). */
  originalName: string | null;
  url: string;
  size: number;
  type: string;
  createdAt: string;
  dimensions: { width: number; height: number } | null;
  usedBy: MediaUse[];
};

/** Query keys of the media bucket's objects (decision 021). */
export const mediaKeys = resourceKeys('media');

export async function fetchMediaLibrary(): Promise<MediaItem[]> {
  const [objects, uses] = await Promise.all([listMediaObjects(), fetchMediaUses()]);
  return objects.map((object) => ({
    name: object.name,
    title: object.original_name || object.name.slice(object.name.lastIndexOf('/') + 1),
    originalName: object.original_name || null,
    url: mediaUrl(object.name),
    size: object.size,
    type: object.mimetype,
    createdAt: object.created_at,
    dimensions: dimensionsInName(object.name),
    usedBy: uses.get(object.name) ?? [],
  }));
}

export const mediaLibraryQueryOptions = () => queryOptions({ queryKey: mediaKeys.list({ view: 'library' }), queryFn: fetchMediaLibrary });

export function useMediaLibrary() {
  return useQuery(mediaLibraryQueryOptions());
}
