import { sendQueuedPhoto } from './api/send-photo';
import { preparePhoto } from './capture';
import { idbStore } from './idb-store';
import { notifySent, onQueueOwnerChange, publishQueue, queueOwner, setQueueHint, type QueuedView } from './photos';
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

export async function addPhoto(file: File, meta: { jobId: string; shot: Shot; captured: boolean; takenBy: Taker }): Promise<void> {
  await uploader.add(await preparePhoto(file, meta));
}

export async function removePhoto(id: string): Promise<void> {
  await uploader.remove(id);
  const url = previews.get(id);
  if (url) URL.revokeObjectURL(url);
  previews.delete(id);
}
