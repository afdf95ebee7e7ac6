import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentTypes, type ContentTable } from '@/config/content-types';
import { resourceKeys } from '@/lib/query-keys';
import { dimensionsInName, storageObjectPath } from '@/lib/storage-image';
import { supabase } from '@/lib/supabase';
import { MEDIA_BUCKET } from '../rules';
import { mediaUrl } from './upload-media';

/** The Media screen's data: every object of the media bucket, and which records use each. */

export type MediaUse = { kind: string; label: string };

export type MediaItem = {
  /** Object name in the bucket, e.g. `gallery/…-1200x800.jpg`. */
  name: string;
  url: string;
  size: number;
  type: string;
  createdAt: string;
  dimensions: { width: number; height: number } | null;
  usedBy: MediaUse[];
};

/** Query keys of the media bucket's objects (decision 021). */
export const mediaKeys = resourceKeys('media');

async function listObjects(): Promise<Array<{ name: string; size: number; type: string; createdAt: string }>> {
  const bucket = supabase.storage.from(MEDIA_BUCKET);
  const { data: top, error } = await bucket.list('', { limit: 1000 });
  if (error) throw error;
  const folders = top.filter((entry) => entry.id === null).map((entry) => entry.name);
  const listed = await Promise.all(
    folders.map(async (folder) => {
      const { data, error: folderError } = await bucket.list(folder, { limit: 1000, sortBy: { column: 'created_at', order: 'desc' } });
      if (folderError) throw folderError;
      return data.map((file) => ({ ...file, name: `${folder}/${file.name}` }));
    }),
  );
  return listed.flat().map((file) => {
    const metadata = (file.metadata ?? {}) as { size?: number; mimetype?: string };
    return { name: file.name, size: metadata.size ?? 0, type: metadata.mimetype ?? '', createdAt: file.created_at ?? '' };
  });
}

/** How the library names a use: the content type's word for the image column (src/config/content-types.ts). */
function mediaUseOf(table: string, column: string, title: string): MediaUse {
  const images: Record<string, string> | undefined = contentTypes[table as ContentTable]?.images;
  return { kind: images?.[column] ?? table, label: title };
}

/** Object name → the records whose image fields point at it, from every content type (`media_uses()`, decision 044). */
async function usage(): Promise<Map<string, MediaUse[]>> {
  const { data } = await supabase.rpc('media_uses').throwOnError();
  const byName = new Map<string, MediaUse[]>();
  for (const { url, table_name, image_column, title } of data) {
    const use = mediaUseOf(table_name, image_column, title);
    const path = storageObjectPath(url);
    if (!path?.startsWith(`${MEDIA_BUCKET}/`)) continue;
    const name = path.slice(MEDIA_BUCKET.length + 1);
    byName.set(name, [...(byName.get(name) ?? []), use]);
  }
  return byName;
}

export async function fetchMediaLibrary(): Promise<MediaItem[]> {
  const [objects, uses] = await Promise.all([listObjects(), usage()]);
  return objects
    .map((object) => ({ ...object, url: mediaUrl(object.name), dimensions: dimensionsInName(object.name), usedBy: uses.get(object.name) ?? [] }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const mediaLibraryQueryOptions = () => queryOptions({ queryKey: mediaKeys.list({ view: 'library' }), queryFn: fetchMediaLibrary });

export function useMediaLibrary() {
  return useQuery(mediaLibraryQueryOptions());
}
