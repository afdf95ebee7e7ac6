import { useSyncExternalStore } from 'react';
import type { Taker } from './queue';
import type { Shot } from '@/catalogue/proof-shots';

/**
 * What the crew pages show of the photo queue, and the door to the photo code (docs/decisions/057). This module is
 * small and loads with the pages; the code that reads, shrinks, keeps and sends photos (EXIF, canvas, IndexedDB,
 * the uploader) is `photo-runtime.ts`, loaded on the first capture, when this phone's queue is not empty, or once
 * a job's page is on the screen (so that a crew member who loses the signal later can still take photos).
 */

export type QueuedView = {
  id: string;
  jobId: string;
  shot: Shot;
  /** An object URL of the shrunk photo, for its thumbnail. */
  previewUrl: string;
  /** Why the server refused it for good; null while it waits. */
  refused: string | null;
  /** Who took it (docs/decisions/058); null for a photo kept before takers were recorded. */
  takenBy: Taker | null;
};

export type QueueView = {
  /** Photos in the queue, oldest first. */
  photos: QueuedView[];
  /** Photos sent from this page since it opened (their thumbnails stay until the job is read again). */
  sent: QueuedView[];
  uploading: boolean;
  online: boolean;
  /** The last try ran out of time: the queue waits for a better connection. */
  weakConnection: boolean;
  /** The crew member signed in on this phone, whose photos the queue sends (docs/decisions/058); null: nobody's. */
  ownerId: string | null;
};

let view: QueueView = { photos: [], sent: [], uploading: false, online: typeof navigator === 'undefined' || navigator.onLine, weakConnection: false, ownerId: null };
const listeners = new Set<() => void>();
const sentListeners = new Set<(photo: QueuedView) => void>();

export function publishQueue(next: Partial<QueueView>): void {
  view = { ...view, ...next };
  listeners.forEach((listener) => listener());
}

export function notifySent(photo: QueuedView): void {
  publishQueue({ sent: [...view.sent, photo] });
  sentListeners.forEach((listener) => listener(photo));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queue as the pages show it, kept current. */
export function useQueue(): QueueView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => view,
  );
}

/** Whether `photo` is the signed-in crew member's to send: a photo without a taker is adopted by them (src/features/crew/queue.ts). */
export const isOwnPhoto = (photo: QueuedView, ownerId: string | null): boolean => ownerId !== null && (photo.takenBy === null || photo.takenBy.id === ownerId);

let owner: Taker | null = null;
const ownerListeners = new Set<() => void>();

/** The crew member signed in on this phone, as the pages learn it (null: nobody, or not crew): only their photos go up. */
export function setQueueOwner(next: Taker | null): void {
  if (next?.id === owner?.id && next?.name === owner?.name) return;
  owner = next;
  publishQueue({ ownerId: next?.id ?? null });
  ownerListeners.forEach((listener) => listener());
}

export const queueOwner = (): Taker | null => owner;

/** Calls `listener` when someone else is signed in on the phone (the photo code sends their photos then). */
export function onQueueOwnerChange(listener: () => void): () => void {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}

/** Calls `listener` each time a photo has been sent (its file and its row are stored). */
export function onPhotoSent(listener: (photo: QueuedView) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => publishQueue({ online: true }));
  window.addEventListener('offline', () => publishQueue({ online: false }));
}

/**
 * A note in localStorage that this phone's queue holds photos, kept by the photo code: a page can tell, without
 * loading the photo code and IndexedDB, whether it has anything to send.
 */
const QUEUE_HINT_KEY = 'chennai-outdoor-media-crew-queue';

export function setQueueHint(count: number): void {
  try {
    if (count > 0) window.localStorage.setItem(QUEUE_HINT_KEY, String(count));
    else window.localStorage.removeItem(QUEUE_HINT_KEY);
  } catch {
    // Storage unavailable: the pages then load the photo code every time (below).
  }
}

function queueMayHoldPhotos(): boolean {
  try {
    return window.localStorage.getItem(QUEUE_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

let runtime: Promise<typeof import('./photo-runtime')> | null = null;

/** The photo code, loaded once; it starts the uploader as it loads. */
export function photoRuntime(): Promise<typeof import('./photo-runtime')> {
  runtime ??= import('./photo-runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

/** On a page's load (signed in as crew): send what an earlier visit left in the queue, if anything. */
export function resumeQueue(): void {
  if (queueMayHoldPhotos()) photoRuntime().catch(() => undefined);
}

/** A photo read and shrunk on the phone, held until the crew member sends it (docs/decisions/096). */
export type PreparedPhoto = { id: string; previewUrl: string; latitude: number | null; longitude: number | null; captured: boolean; duplicate: boolean };

/** Reads and shrinks a photo and holds it. Throws when it cannot be read (isNotAPhoto) or kept. */
export async function preparePhoto(file: File, meta: { jobId: string; shot: Shot; captured: boolean; takenBy: Taker }): Promise<PreparedPhoto> {
  return (await photoRuntime()).prepare(file, meta);
}

/** Keeps a held photo in the queue (with the crew's note, if any) and starts sending it. */
export async function sendPrepared(id: string, note: string | null): Promise<void> {
  await (await photoRuntime()).queuePrepared(id, note);
}

export async function discardPrepared(id: string): Promise<void> {
  (await photoRuntime()).discardPrepared(id);
}

/** The file was not a picture the phone can read (capture.ts). */
export const isNotAPhoto = (error: unknown): boolean => error instanceof Error && error.name === 'NotAPhoto';

export async function removeQueuedPhoto(id: string): Promise<void> {
  await (await photoRuntime()).removePhoto(id);
}
