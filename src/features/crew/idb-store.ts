import { objectStore } from './idb';
import type { QueuedPhoto, QueueStore } from './queue';

/**
 * The photo queue in IndexedDB (docs/decisions/057): it outlives a closed tab, a reload and a phone that kills
 * the browser in the background, and holds Blobs as they are.
 */

const photos = objectStore('chennai-outdoor-media-crew', 'photos', 'id');

export const idbStore: QueueStore = {
  // A photo kept before the queue recorded takers has none (docs/decisions/058).
  list: async () => (await photos.request('readonly', (store) => store.getAll() as IDBRequest<QueuedPhoto[]>)).map((photo) => ({ ...photo, takenBy: photo.takenBy ?? null })),
  put: async (photo) => {
    await photos.request('readwrite', (store) => store.put(photo));
  },
  remove: async (id) => {
    await photos.request('readwrite', (store) => store.delete(id));
  },
};
