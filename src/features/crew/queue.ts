import type { Shot } from '@/catalogue/proof-shots';

/**
 * The crew's photo queue (docs/decisions/057, "Offline"): each photo is kept with its fix in the browser's storage
 * before anything is sent, and leaves the queue only once its file and its row are both stored. This module is the
 * logic alone, over any `QueueStore` (IndexedDB in the browser, src/features/crew/idb-store.ts; a Map in tests).
 */

export type QueuedPhoto = {
  /** The photo's id: its row's id and its file's name, so a retried send can never store it twice. */
  id: string;
  jobId: string;
  shot: Shot;
  /** Taken with the camera from the job's page; false: chosen from the gallery. */
  captured: boolean;
  /** The phone's clock when the photo arrived (ISO 8601). */
  phoneTime: string;
  latitude: number | null;
  longitude: number | null;
  accuracyM: number | null;
  exifTakenAt: string | null;
  exifLatitude: number | null;
  exifLongitude: number | null;
  /** The shrunk JPEG. */
  blob: Blob;
  /** Milliseconds since the epoch: the queue's order. */
  queuedAt: number;
  /** Why the server refused it for good (the job was approved meanwhile, …): it waits for the crew to remove it. */
  refused?: string;
};

/** Where the queue is kept; every method may be slow (IndexedDB) but none loses a photo that `put` accepted. */
export interface QueueStore {
  list(): Promise<QueuedPhoto[]>;
  put(photo: QueuedPhoto): Promise<void>;
  remove(id: string): Promise<void>;
}

/** What sending one photo came to. */
export type SendOutcome = { kind: 'sent' } | { kind: 'retry'; reason: string } | { kind: 'refused'; message: string };

export type UploaderState = {
  /** Every photo in the queue, oldest first, refused ones included. */
  photos: QueuedPhoto[];
  /** A send is under way. */
  uploading: boolean;
};

export type UploaderDeps = {
  store: QueueStore;
  send: (photo: QueuedPhoto) => Promise<SendOutcome>;
  /** navigator.onLine in the browser: offline, the uploader waits for the `online` event instead of failing. */
  isOnline: () => boolean;
  onState: (state: UploaderState) => void;
  onSent: (photo: QueuedPhoto) => void;
  /** Runs `run` after `ms`; returns a cancel function. */
  schedule: (run: () => void, ms: number) => () => void;
  /** How long after a failed send to try again (a weak signal rather than none). */
  retryMs?: number;
};

export type Uploader = {
  /** Keeps the photo, then tries to send the queue. Resolves once it is kept (not sent). */
  add(photo: QueuedPhoto): Promise<void>;
  /** Drops a photo from the queue (a refused one the crew dismissed). */
  remove(id: string): Promise<void>;
  /** Sends what is waiting, oldest first; a call while a run is under way makes that run go round once more. */
  run(): Promise<void>;
};

export const DEFAULT_RETRY_MS = 20_000;

const byAge = (a: QueuedPhoto, b: QueuedPhoto) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id);

export function createUploader({ store, send, isOnline, onState, onSent, schedule, retryMs = DEFAULT_RETRY_MS }: UploaderDeps): Uploader {
  let running: Promise<void> | null = null;
  let again = false;
  let cancelRetry: (() => void) | null = null;

  const publish = async (uploading: boolean) => onState({ photos: (await store.list()).sort(byAge), uploading });

  /** One pass over the queue; false when it stopped early (offline, or a send to try again later). */
  async function pass(): Promise<void> {
    const waiting = (await store.list()).filter((photo) => !photo.refused).sort(byAge);
    for (const photo of waiting) {
      if (!isOnline()) return;
      await publish(true);
      let outcome: SendOutcome;
      try {
        outcome = await send(photo);
      } catch (error) {
        outcome = { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      if (outcome.kind === 'sent') {
        await store.remove(photo.id);
        onSent(photo);
      } else if (outcome.kind === 'refused') {
        await store.put({ ...photo, refused: outcome.message });
      } else {
        // The network or the server failing now says nothing of the next photo: stop, and come back later.
        cancelRetry?.();
        cancelRetry = schedule(() => void uploader.run().catch(() => undefined), retryMs);
        return;
      }
    }
  }

  const uploader: Uploader = {
    async add(photo) {
      await store.put(photo);
      await publish(running !== null);
      // Kept is what the caller waits for; the send goes on (a failing run is tried again on the next event).
      void uploader.run().catch(() => undefined);
    },
    async remove(id) {
      await store.remove(id);
      await publish(running !== null);
    },
    run() {
      if (running) {
        again = true;
        return running;
      }
      cancelRetry?.();
      cancelRetry = null;
      running = (async () => {
        try {
          do {
            again = false;
            await pass();
          } while (again);
        } finally {
          running = null;
          await publish(false);
        }
      })();
      return running;
    },
  };
  return uploader;
}
