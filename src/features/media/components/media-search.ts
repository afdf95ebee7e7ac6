import type { MediaItem } from '../api/fetch-media-library';

/** The library's search: the photo's title (its original file name), its object name and the records using it. */
export function matchesSearch(item: MediaItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.title, item.name, ...item.usedBy.map((use) => use.label)].some((text) => text.toLowerCase().includes(needle));
}
