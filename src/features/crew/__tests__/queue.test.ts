import { describe, expect, it } from 'vitest';
import { createUploader, type QueuedPhoto, type QueueStore, type SendOutcome, type UploaderState } from '../queue';

/**
 * The photo queue's logic (docs/decisions/057) over a store in memory with IndexedDB's interface: a photo is kept
 * before it is sent and leaves only once sent; offline or after a failure it waits; a refusal for good stays, marked,
 * until removed; sends never run two at a time.
 */

class MemoryStore implements QueueStore {
  readonly photos = new Map<string, QueuedPhoto>();
  async list() {
    return [...this.photos.values()].map((photo) => ({ ...photo }));
  }
  async put(photo: QueuedPhoto) {
    this.photos.set(photo.id, { ...photo });
  }
  async remove(id: string) {
    this.photos.delete(id);
  }
}

let clock = 1_000;
function photo(id: string, shot: QueuedPhoto['shot'] = 'close_up'): QueuedPhoto {
  clock += 1;
  return {
    id,
    jobId: 'job-1',
    shot,
    captured: true,
    phoneTime: new Date(clock).toISOString(),
    latitude: 12.9,
    longitude: 80.2,
    accuracyM: 8,
    exifTakenAt: null,
    exifLatitude: null,
    exifLongitude: null,
    blob: new Blob(['jpeg']),
    queuedAt: clock,
  };
}

function setUp(answers: (photo: QueuedPhoto) => SendOutcome | Promise<SendOutcome> = () => ({ kind: 'sent' })) {
  const store = new MemoryStore();
  const sent: string[] = [];
  const tried: string[] = [];
  const states: UploaderState[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  let online = true;
  let storedWhenSent: string[] = [];
  const uploader = createUploader({
    store,
    send: async (queued) => {
      tried.push(queued.id);
      storedWhenSent = [...store.photos.keys()];
      return answers(queued);
    },
    isOnline: () => online,
    onState: (state) => states.push(state),
    onSent: (queued) => sent.push(queued.id),
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    retryMs: 5_000,
  });
  return {
    store,
    uploader,
    sent,
    tried,
    states,
    timers,
    setOnline: (value: boolean) => (online = value),
    storedWhenSent: () => storedWhenSent,
    last: () => states.at(-1) as UploaderState,
  };
}

describe('the photo queue', () => {
  it('keeps a photo before sending it, and drops it once sent', async () => {
    const queue = setUp();
    await queue.uploader.add(photo('a'));
    await queue.uploader.run();
    expect(queue.storedWhenSent()).toEqual(['a']);
    expect(queue.sent).toEqual(['a']);
    expect(queue.store.photos.size).toBe(0);
    expect(queue.last()).toEqual({ photos: [], uploading: false });
  });

  it('sends the oldest first, each once', async () => {
    const queue = setUp();
    queue.setOnline(false);
    await queue.uploader.add(photo('first'));
    await queue.uploader.add(photo('second', 'approach'));
    await queue.uploader.add(photo('third', 'newspaper'));
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['first', 'second', 'third']);
    expect(queue.sent).toEqual(['first', 'second', 'third']);
  });

  it('waits while offline and sends when run again online', async () => {
    const queue = setUp();
    queue.setOnline(false);
    await queue.uploader.add(photo('a'));
    await queue.uploader.run();
    expect(queue.tried).toEqual([]);
    expect(queue.last().photos.map((queued) => queued.id)).toEqual(['a']);
    expect(queue.last().uploading).toBe(false);
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.sent).toEqual(['a']);
  });

  it('keeps a photo whose send failed, stops there, and tries again later', async () => {
    let failing = true;
    const queue = setUp(() => (failing ? { kind: 'retry', reason: 'Failed to fetch' } : { kind: 'sent' }));
    queue.setOnline(false);
    await queue.uploader.add(photo('a'));
    await queue.uploader.add(photo('b', 'approach'));
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['a']);
    expect(queue.store.photos.size).toBe(2);
    const retry = queue.timers.at(-1);
    expect(retry).toMatchObject({ ms: 5_000, cancelled: false });
    failing = false;
    retry?.run();
    await queue.uploader.run();
    expect(queue.sent).toEqual(['a', 'b']);
    expect(queue.store.photos.size).toBe(0);
  });

  it('counts a thrown send (no network) as one to try again', async () => {
    let throwing = true;
    const queue = setUp(() => {
      if (throwing) throw new TypeError('Failed to fetch');
      return { kind: 'sent' };
    });
    await queue.uploader.add(photo('a'));
    await queue.uploader.run();
    expect(queue.store.photos.has('a')).toBe(true);
    throwing = false;
    await queue.uploader.run();
    expect(queue.sent).toEqual(['a']);
  });

  it('marks a photo refused for good, skips it on later runs, and removes it when asked', async () => {
    const queue = setUp((queued) => (queued.id === 'late' ? { kind: 'refused', message: 'This job no longer takes photos.' } : { kind: 'sent' }));
    queue.setOnline(false);
    await queue.uploader.add(photo('late'));
    await queue.uploader.add(photo('next', 'approach'));
    queue.setOnline(true);
    await queue.uploader.run();
    expect(queue.sent).toEqual(['next']);
    expect(queue.last().photos).toMatchObject([{ id: 'late', refused: 'This job no longer takes photos.' }]);
    await queue.uploader.run();
    expect(queue.tried).toEqual(['late', 'next']);
    await queue.uploader.remove('late');
    expect(queue.store.photos.size).toBe(0);
    expect(queue.last().photos).toEqual([]);
  });

  it('never sends two at a time: a photo added during a send goes in the same run, after it', async () => {
    let release: () => void = () => undefined;
    let concurrent = 0;
    let most = 0;
    const queue = setUp(async () => {
      concurrent += 1;
      most = Math.max(most, concurrent);
      await new Promise<void>((resolve) => (release = resolve));
      concurrent -= 1;
      return { kind: 'sent' };
    });
    await queue.uploader.add(photo('a'));
    const running = queue.uploader.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.last().uploading).toBe(true);
    await queue.uploader.add(photo('b', 'approach'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await running;
    expect(most).toBe(1);
    expect(queue.sent).toEqual(['a', 'b']);
    expect(queue.last().uploading).toBe(false);
  });
});
