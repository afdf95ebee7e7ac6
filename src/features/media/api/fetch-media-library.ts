import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentTypes, type ContentTable } from '@/config/content-types';
import { resourceKeys } from '@/lib/query-keys';
import { dimensionsInName, storageObjectPath } from '@/lib/storage-image';
import { supabase } from '@/lib/supabase';
import { MEDIA_BUCKET } from '../rules';
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

/** The bucket's objects, newest first, through `media_objects()`: Storage's list answers no user metadata. */
async function listObjects() {
  const { data } = await supabase.rpc('media_objects').throwOnError();
  return data;
}

/** How the library names a use: the content type's word for the image column (src/config/content-types.ts). */
function mediaUseOf(table: string, column: string, title: string, visible: boolean): MediaUse {
  const images: Record<string, string> | undefined = contentTypes[table as ContentTable]?.images;
  return { kind: images?.[column] ?? (table === 'sites' ? 'Site photo' : table), label: title, visible };
}

/** Object name → the records whose image fields point at it, from every content type and the sites (`media_uses()`, decisions 044, 051). */
async function usage(): Promise<Map<string, MediaUse[]>> {
  const { data } = await supabase.rpc('media_uses').throwOnError();
  const byName = new Map<string, MediaUse[]>();
  for (const { url, table_name, image_column, title, visible } of data) {
    const use = mediaUseOf(table_name, image_column, title, visible);
    const path = storageObjectPath(url);
    if (!path?.startsWith(`${MEDIA_BUCKET}/`)) continue;
    const name = path.slice(MEDIA_BUCKET.length + 1);
    byName.set(name, [...(byName.get(name) ?? []), use]);
  }
  return byName;
}

export async function fetchMediaLibrary(): Promise<MediaItem[]> {
  const [objects, uses] = await Promise.all([listObjects(), usage()]);
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
