import type { Shot } from '@/catalogue/proof-shots';

/**
 * The crew's photo queue (docs/decisions/057, "Offline"; docs/decisions/058): each photo is kept with its fix and
 * the crew member who took it in the browser's storage before anything is sent, goes up only under that person's
 * account, and leaves the queue only once its file and its row are both stored. This module is the logic alone,
 * over any `QueueStore` (IndexedDB in the browser, src/features/crew/idb-store.ts; a Map in tests).
 */

/** The crew member who took a photo: it is sent only while they are the one signed in on the phone. */
export type Taker = { id: string; name: string };

export type QueuedPhoto = {
  /** The photo's id: its row's id and its file's name, so a retried send can never store it twice. */
  id: string;
  jobId: string;
  shot: Shot;
  /** Taken with the camera from the job's page; false: chosen from the gallery. */
  captured: boolean;
  /**
   * Who took it. Null for a photo kept before the queue recorded takers: the first crew member signed in after
   * the update, who kept it (the session outlives the page), adopts it.
   */
  takenBy: Taker | null;
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
  /** The crew member's word for the office on a photo sent despite its warning (docs/decisions/096). */
  crewNote?: string | null;
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
  /** Every photo in the queue, oldest first, refused ones and other people's included. */
  photos: QueuedPhoto[];
  /** A send is under way. */
  uploading: boolean;
  /** The last try ran out of time: the signal is too weak to send now, and the queue waits for a better one. */
  weakConnection: boolean;
};

export type UploaderDeps = {
  store: QueueStore;
  /** Sends one photo; `signal` aborts it when its time is up. */
  send: (photo: QueuedPhoto, signal: AbortSignal) => Promise<SendOutcome>;
  /** navigator.onLine in the browser: offline, the uploader waits for the `online` event instead of failing. */
  isOnline: () => boolean;
  /** The crew member signed in on the phone, or null: only their photos are sent. */
  owner: () => Taker | null;
  onState: (state: UploaderState) => void;
  onSent: (photo: QueuedPhoto) => void;
  /** Runs `run` after `ms`; returns a cancel function. */
  schedule: (run: () => void, ms: number) => () => void;
  /** How long after a failed send to try again first (a signal just back, or weak rather than none). */
  retryMs?: number;
  /** The longest wait between tries: each failed run in a row doubles the wait up to this. */
  longestRetryMs?: number;
};

export type Uploader = {
  /** Keeps the photo, then tries to send the queue. Resolves once it is kept (not sent). */
  add(photo: QueuedPhoto): Promise<void>;
  /** Drops a photo from the queue (a refused one the crew dismissed). */
  remove(id: string): Promise<void>;
  /** Sends what is waiting, oldest first; a call while a run is under way makes that run go round once more. */
  run(): Promise<void>;
};

/**
 * The first try again comes soon: a phone whose signal has just come back often fails its first request, and a crew
 * member should not wait 20 s for a photo that would go now; a signal that stays weak is tried less often.
 */
export const DEFAULT_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 20_000;

/** Every try may take this long, whatever the photo's size: a signed-in check, a request each way, a slow server. */
const BASE_LIMIT_MS = 30_000;
/** A weak mobile signal that still moves data (128 kbit/s); slower than this a try counts as stuck. */
const SLOWEST_BYTES_PER_SECOND = 16_000;
/** A try's limit doubles after each try of the same photo that ran out of time, up to this. */
const LONGEST_LIMIT_MS = 10 * 60_000;

/**
 * How long one try to send a photo of `bytes` may take before it is aborted (docs/decisions/058): 30 s and the
 * photo's time at 128 kbit/s, doubled after each earlier try that ran out of time, so a slow but live link still gets
 * the photo through while a hung one no longer holds the queue.
 */
export function sendTimeLimitMs(bytes: number, timedOutBefore: number): number {
  const first = BASE_LIMIT_MS + Math.ceil((bytes / SLOWEST_BYTES_PER_SECOND) * 1000);
  return Math.min(first * 2 ** timedOutBefore, Math.max(first, LONGEST_LIMIT_MS));
}

const byAge = (a: QueuedPhoto, b: QueuedPhoto) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id);

/** A try's end: the send's own outcome, or its time running out. */
type TryOutcome = SendOutcome | { kind: 'timed-out' };

export function createUploader({ store, send, isOnline, owner, onState, onSent, schedule, retryMs = DEFAULT_RETRY_MS, longestRetryMs = LONGEST_RETRY_MS }: UploaderDeps): Uploader {
  let running: Promise<void> | null = null;
  /** Runs in a row that ended in a failed try: each doubles the wait before the next. */
  let failedRuns = 0;
  let again = false;
  let cancelRetry: (() => void) | null = null;
  let weakConnection = false;
  /** Tries of each photo that ran out of time, since the page opened. */
  const timeouts = new Map<string, number>();

  const publish = async (uploading: boolean) => onState({ photos: (await store.list()).sort(byAge), uploading, weakConnection });

  /** One try, aborted and given up on when its time is up: a send that hangs never holds the queue. */
  function tryToSend(photo: QueuedPhoto): Promise<TryOutcome> {
    const controller = new AbortController();
    return new Promise<TryOutcome>((resolve) => {
      const cancelLimit = schedule(
        () => {
          controller.abort(new DOMException('The upload took too long.', 'TimeoutError'));
          resolve({ kind: 'timed-out' });
        },
        sendTimeLimitMs(photo.blob.size, timeouts.get(photo.id) ?? 0),
      );
      send(photo, controller.signal)
        .catch((error: unknown): SendOutcome => ({ kind: 'retry', reason: error instanceof Error ? error.message : String(error) }))
        .then((outcome) => {
          cancelLimit();
          resolve(outcome);
        });
    });
  }

  /** The photos this run may send: the signed-in crew member's, oldest first; one kept before takers were recorded becomes theirs. */
  async function sendable(): Promise<QueuedPhoto[]> {
    const signedIn = owner();
    if (!signedIn) return [];
    const mine: QueuedPhoto[] = [];
    for (const photo of (await store.list()).sort(byAge)) {
      if (photo.refused) continue;
      if (photo.takenBy === null) {
        const adopted = { ...photo, takenBy: signedIn };
        await store.put(adopted);
        mine.push(adopted);
      } else if (photo.takenBy.id === signedIn.id) mine.push(photo);
    }
    return mine;
  }

  /**
   * One pass over the queue; it stops early offline or when the signed-in person changes, and answers false after a
   * failed try: the run then ends, and the queue waits for the retry (or the next event) however much was asked of it.
   */
  async function pass(): Promise<boolean> {
    const signedIn = owner();
    for (const photo of await sendable()) {
      if (!isOnline() || owner()?.id !== signedIn?.id) return true;
      await publish(true);
      const outcome = await tryToSend(photo);
      if (outcome.kind === 'sent') {
        failedRuns = 0;
        timeouts.delete(photo.id);
        weakConnection = false;
        await store.remove(photo.id);
        onSent(photo);
      } else if (outcome.kind === 'refused') {
        await store.put({ ...photo, refused: outcome.message });
      } else {
        // The network or the server failing now says nothing of the next photo: stop, and come back later.
        weakConnection = outcome.kind === 'timed-out';
        if (weakConnection) timeouts.set(photo.id, (timeouts.get(photo.id) ?? 0) + 1);
        cancelRetry?.();
        cancelRetry = schedule(() => void uploader.run().catch(() => undefined), Math.min(retryMs * 2 ** failedRuns, Math.max(retryMs, longestRetryMs)));
        failedRuns += 1;
        return false;
      }
    }
    return true;
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
            if (!(await pass())) break;
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
