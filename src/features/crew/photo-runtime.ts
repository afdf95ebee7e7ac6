import { sendQueuedPhoto } from './api/send-photo';
import { preparePhoto } from './capture';
import { idbStore } from './idb-store';
import { notifySent, onQueueOwnerChange, publishQueue, queueOwner, setQueueHint, type PreparedPhoto, type QueuedView } from './photos';
import { createUploader, type QueuedPhoto, type Taker, type UploaderState } from './queue';
import type { Shot } from '@/catalogue/proof-shots';

/**
 * The photo code (docs/decisions/057), loaded by `photos.ts` when it is first needed: prepares each photo, keeps it
 * in IndexedDB with the crew member who took it, and sends that person's photos (docs/decisions/058) on load, when
 * the browser is back online, when someone signs in, after each capture, and again a little later after a failed
 * or timed-out try.
 */

const previews = new Map<string, string>();

function viewOf(photo: QueuedPhoto): QueuedView {
  let previewUrl = previews.get(photo.id);
  if (!previewUrl) {
    previewUrl = URL.createObjectURL(photo.blob);
    previews.set(photo.id, previewUrl);
  }
  return { id: photo.id, jobId: photo.jobId, shot: photo.shot, previewUrl, refused: photo.refused ?? null, takenBy: photo.takenBy };
}

function onState({ photos, uploading, weakConnection }: UploaderState): void {
  setQueueHint(photos.length);
  publishQueue({ photos: photos.map(viewOf), uploading, weakConnection, online: navigator.onLine });
}

const uploader = createUploader({
  store: idbStore,
  send: sendQueuedPhoto,
  isOnline: () => navigator.onLine,
  owner: queueOwner,
  onState,
  // The sent photo's thumbnail stays (its object URL with it) until the page goes: the job shows it while it is read again.
  onSent: (photo) => notifySent(viewOf(photo)),
  schedule: (run, ms) => {
    const timer = window.setTimeout(run, ms);
    return () => window.clearTimeout(timer);
  },
});

/** A run that fails (the phone's storage refusing to open) is tried again on the next event; it leaves its reason in the console. */
function run(): void {
  uploader.run().catch((error: unknown) => console.error('The photo queue could not be read:', error));
}

window.addEventListener('online', run);
onQueueOwnerChange(run);
run();

/** Photos read and shrunk, held until the crew member sends them or takes them again (docs/decisions/096). */
const held = new Map<string, QueuedPhoto>();
/** The SHA-256 of every picture prepared on this page: the same one chosen again is said to be so before it is sent. */
const seen = new Set<string>();

async function fingerprint(file: File): Promise<string | null> {
  if (!crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function prepare(file: File, meta: { jobId: string; shot: Shot; captured: boolean; takenBy: Taker }): Promise<PreparedPhoto> {
  const [photo, hash] = await Promise.all([preparePhoto(file, meta), fingerprint(file).catch(() => null)]);
  const duplicate = hash !== null && seen.has(hash);
  if (hash) seen.add(hash);
  held.set(photo.id, photo);
  return { id: photo.id, previewUrl: viewOf(photo).previewUrl, latitude: photo.latitude, longitude: photo.longitude, captured: photo.captured, duplicate };
}

/** Keeps a held photo in the queue, with the crew member's note when they send it despite a warning, and starts sending it. */
export async function queuePrepared(id: string, note: string | null): Promise<void> {
  const photo = held.get(id);
  if (!photo) throw new Error('This photo is no longer held: take it again.');
  await uploader.add({ ...photo, crewNote: note });
  held.delete(id);
}

/** Lets a held photo go: it was taken again. */
export function discardPrepared(id: string): void {
  held.delete(id);
  const url = previews.get(id);
  if (url) URL.revokeObjectURL(url);
  previews.delete(id);
}

export async function removePhoto(id: string): Promise<void> {
  await uploader.remove(id);
  const url = previews.get(id);
  if (url) URL.revokeObjectURL(url);
  previews.delete(id);
}
