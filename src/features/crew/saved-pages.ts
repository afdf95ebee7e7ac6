import { objectStore } from './idb';
import { forgetList, keepList, keptList } from './kept-list';

/**
 * The job list and job pages each crew member last loaded on this phone (docs/decisions/058), in IndexedDB: the
 * pages show them, with when they were loaded, while the network cannot answer. Kept per crew member (a phone is
 * often shared) and forgotten when they sign out.
 */

export type Saved<T> = { data: T; savedAt: number };

type Page = { key: string; data: unknown; savedAt: number };

const pages = objectStore('chennai-outdoor-media-crew-pages', 'pages', 'key');

export const savedJobKey = (userId: string, jobId: string) => `${userId}/job/${jobId}`;

/** The copy saved under `key`, or null; it is what an earlier load of the same page answered. */
export async function readSaved<T>(key: string): Promise<Saved<T> | null> {
  const page = await pages.request('readonly', (store) => store.get(key) as IDBRequest<Page | undefined>);
  return page ? { data: page.data as T, savedAt: page.savedAt } : null;
}

export async function save<T>(key: string, { data, savedAt }: Saved<T>): Promise<void> {
  await pages.request('readwrite', (store) => store.put({ key, data, savedAt } satisfies Page));
}

/**
 * The list of jobs saved for `userId` (./kept-list.ts); a copy an earlier version kept in IndexedDB while the phone
 * has none newer.
 */
export async function readSavedList<T>(userId: string): Promise<Saved<T> | null> {
  return keptList<T>(userId) ?? (await readSaved<T>(`${userId}/jobs`));
}

export async function saveList<T>(userId: string, saved: Saved<T>): Promise<void> {
  keepList(userId, saved);
}

/** Forgets every page saved for `userId`. */
export async function forgetSaved(userId: string): Promise<void> {
  forgetList(userId);
  await pages.request('readwrite', (store) => store.delete(IDBKeyRange.bound(`${userId}/`, `${userId}/\uffff`)));
}
