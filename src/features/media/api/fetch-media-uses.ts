import { contentTypes, type ContentTable } from '@/config/content-types';
import { storageObjectPath } from '@/lib/storage-image';
import { supabase } from '@/lib/supabase';
import { MEDIA_BUCKET } from '../rules';
import type { MediaUse } from './fetch-media-library';

/** How the library names a use: the content type's word for the image column (src/config/content-types.ts). */
function mediaUseOf(table: string, column: string, title: string, visible: boolean): MediaUse {
  const images: Record<string, string> | undefined = contentTypes[table as ContentTable]?.images;
  return { kind: images?.[column] ?? (table === 'sites' ? 'Site photo' : table), label: title, visible };
}

/** Object name → the records whose image fields point at it, from every content type and the sites (`media_uses()`, decisions 044, 051). */
export async function fetchMediaUses(): Promise<Map<string, MediaUse[]>> {
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
