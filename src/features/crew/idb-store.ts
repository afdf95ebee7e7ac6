import type { QueuedPhoto, QueueStore } from './queue';

/**
 * The photo queue in IndexedDB (docs/decisions/057): it outlives a closed tab, a reload and a phone that kills
 * the browser in the background, and holds Blobs as they are. A few functions instead of a library: this is all
 * the queue asks of it.
 */

const DATABASE = 'chennai-outdoor-media-crew';
const PHOTOS = 'photos';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(PHOTOS, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The phone’s storage could not be opened.'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** One request in its own transaction; resolves once the transaction has committed (a put is then on disk). */
async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const transaction = (await database()).transaction(PHOTOS, mode);
  const request = act(transaction.objectStore(PHOTOS));
  return new Promise<T>((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('The phone’s storage refused the photo.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The phone’s storage refused the photo.'));
  });
}

export const idbStore: QueueStore = {
  list: () => inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedPhoto[]>),
  put: async (photo) => {
    await inStore('readwrite', (store) => store.put(photo));
  },
  remove: async (id) => {
    await inStore('readwrite', (store) => store.delete(id));
  },
};
